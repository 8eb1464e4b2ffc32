import { type Catalogue, DEFAULT_NAMESPACE, NAMESPACES } from '@tribuna/i18n';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, writeString } from '../storage';
import { firstPageCatalogue } from './first-catalogues';
import { initialLanguage, type UiLocale, UI_LOCALE_LIST } from './languages';

/** The light pages' few catalogues from the first chunk's short map; any other from the map of all (a chunk of its own). */
const loadCatalogue = (language: string, namespace: string): Promise<Catalogue> =>
  firstPageCatalogue(language, namespace) ??
  import('./all-catalogues').then(({ loadAnyCatalogue }) => loadAnyCatalogue(language, namespace));

/** The full app's screens need the map of all catalogues: fetched beside the app, not after it. */
export const prefetchAllCatalogues = () => void import('./all-catalogues').catch(() => undefined);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadCatalogue(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** Starts i18next with the common namespaces loaded; others load with the screens using them. */
/** `namespaces` beyond `common` load with it, in parallel (a light page's own texts). */
export async function initI18n(language: UiLocale = initialLanguage(), namespaces: readonly string[] = []): Promise<typeof i18next> {
  i18next.on('languageChanged', syncDocumentLanguage);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every key exists in every locale (checked by the i18n test), so no fallback download.
      fallbackLng: false,
      supportedLngs: [...UI_LOCALE_LIST],
      ns: [DEFAULT_NAMESPACE, ...namespaces],
      defaultNS: DEFAULT_NAMESPACE,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  syncDocumentLanguage(language);
  return i18next;
}

/** Changes the interface language; `persist` records it as the person's explicit choice. */
export async function changeLanguage(language: UiLocale, persist = true): Promise<void> {
  if (persist) writeString(STORAGE_KEYS.language, language);
  await i18next.changeLanguage(language);
}

export { NAMESPACES };
