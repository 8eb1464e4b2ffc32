import { STORAGE_KEYS, readJson, writeJson } from './storage';

/** Cookie consent categories of spec 2. Essential cookies cannot be refused. */
export interface CookieConsent {
  essential: true;
  functional: boolean;
  analytical: boolean;
  decidedAt: string;
}

export function readCookieConsent(): CookieConsent | null {
  const stored = readJson<CookieConsent>(STORAGE_KEYS.cookieConsent);
  return stored && typeof stored.functional === 'boolean' && typeof stored.analytical === 'boolean' ? stored : null;
}

export function saveCookieConsent(choice: { functional: boolean; analytical: boolean }): CookieConsent {
  const consent: CookieConsent = { essential: true, ...choice, decidedAt: new Date().toISOString() };
  writeJson(STORAGE_KEYS.cookieConsent, consent);
  return consent;
}
