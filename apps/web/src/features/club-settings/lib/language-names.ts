import { CLUB_LOCALES, UI_LOCALES, type ClubLocale, type UiLocale } from '@tribuna/contract';

/**
 * Each language named in itself (an endonym), the same whatever the interface language is, so a
 * person finds their own language in the list. Not translated on purpose.
 */
export const UI_LOCALE_NAMES: Record<UiLocale, string> = {
  es: 'Español',
  en: 'English',
  ca: 'Català',
  eu: 'Euskara',
  gl: 'Galego',
};

export const CLUB_LOCALE_NAMES: Record<ClubLocale, string> = {
  'es-ES': 'Español (España)',
  'en-US': 'English (United States)',
  'ca-ES': 'Català (Espanya)',
  'eu-ES': 'Euskara (Espainia)',
  'gl-ES': 'Galego (España)',
};

/** The `lang` attribute of an option, so screen readers pronounce the name in its language. */
export const langOf = (locale: string) => locale.split('-')[0]!;

export const CLUB_LOCALE_OPTIONS = CLUB_LOCALES.map((value) => ({ value, label: CLUB_LOCALE_NAMES[value] }));
export const UI_LOCALE_OPTIONS = UI_LOCALES.map((value) => ({ value, label: UI_LOCALE_NAMES[value] }));
