import { SPORTS, type Sport } from '@tribuna/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const isSport = (value: string): value is Sport => (SPORTS as readonly string[]).includes(value);

/**
 * A sport as people read it: a known code ("padel") in the interface language ("Pádel", from the
 * teams namespace's `sports.<code>`, the one set of sport names); anything else a manager typed
 * (booking calendars take free text) is shown as written.
 */
export function useSportName(): (sport: string) => string {
  const { t } = useTranslation('teams');
  return useCallback((sport: string) => (isSport(sport) ? t(`sports.${sport}`) : sport), [t]);
}
