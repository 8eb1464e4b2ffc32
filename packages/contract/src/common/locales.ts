/** Interface languages. Spanish is the default; eu and gl are machine-quality catalogues. */
export const UI_LOCALES = ['es', 'en', 'ca', 'eu', 'gl'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'es';

/** Club locales (spec 9). A club without one is es-ES. */
export const CLUB_LOCALES = ['es-ES', 'en-US', 'ca-ES', 'eu-ES', 'gl-ES'] as const;
export type ClubLocale = (typeof CLUB_LOCALES)[number];
export const DEFAULT_CLUB_LOCALE: ClubLocale = 'es-ES';

/**
 * Session locale mapping of spec 9: es-ES -> es, ca-ES -> ca, and gl-ES, eu-ES, en-US -> en.
 * The person may still pick eu or gl with the language selector; this is only the default.
 */
const SESSION_LOCALE_BY_CLUB_LOCALE: Record<ClubLocale, UiLocale> = {
  'es-ES': 'es',
  'ca-ES': 'ca',
  'gl-ES': 'en',
  'eu-ES': 'en',
  'en-US': 'en',
};

export function sessionLocaleForClub(clubLocale: string | null | undefined): UiLocale {
  const known = (CLUB_LOCALES as readonly string[]).includes(clubLocale ?? '') ? (clubLocale as ClubLocale) : DEFAULT_CLUB_LOCALE;
  return SESSION_LOCALE_BY_CLUB_LOCALE[known];
}

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}
