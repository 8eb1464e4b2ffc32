import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { routeHandle } from './route-handle';
import { formatTabTitle } from './tab-title';

export { formatTabTitle };

/** Titles are in the common namespace, loaded with the app. The deepest matched route that declares a title decides the tab title. */
export function useRouteTitleKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = routeHandle(matches[i]?.handle).title;
    if (title !== undefined) return title;
  }
  return undefined;
}

export function TitleManager() {
  const key = useRouteTitleKey();
  const { t, i18n } = useTranslation('common');
  const translated = key ? t(key) : '';
  useEffect(() => {
    document.title = formatTabTitle(translated);
  }, [translated, i18n.language]);
  return null;
}
