import { sessionLocaleForClub, isUiLocale, UI_LOCALES, type UiLocale } from '@tribuna/contract';
import { getSession } from '../session/session-store';
import { STORAGE_KEYS, readString } from '../storage';

export type { UiLocale };
export const UI_LOCALE_LIST: readonly UiLocale[] = UI_LOCALES;

export function storedLanguage(): UiLocale | null {
  const stored = readString(STORAGE_KEYS.language);
  return isUiLocale(stored) ? stored : null;
}

/** Initial language: the stored choice, else the current club's locale (spec 9), else es. */
export function initialLanguage(): UiLocale {
  return storedLanguage() ?? sessionLocaleForClub(getSession()?.currentProfile?.clubLocale);
}
