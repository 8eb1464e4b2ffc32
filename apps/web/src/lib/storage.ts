/**
 * localStorage access that never throws (private mode, quota, disabled storage): the app keeps
 * working with in-memory state when storage is unavailable.
 */
export const STORAGE_KEYS = {
  session: 'tribuna.session',
  language: 'tribuna.language',
  cookieConsent: 'tribuna.cookie-consent',
} as const;

/** Keys that describe the device, not the person: they survive a logout. */
const DEVICE_PREFERENCE_KEYS: readonly string[] = [STORAGE_KEYS.language, STORAGE_KEYS.cookieConsent];

export function readJson<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: state stays in memory for this tab
  }
}

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable
  }
}

/**
 * IndexedDB databases holding a person's data: the door scanner's offline copy and queue (issue 24:
 * "cleared on sign-out"). Named here, not imported, so the session code loads no feature.
 */
const PERSONAL_DATABASES: readonly string[] = ['tribuna-scanner'];

/** Logout clears local storage (spec 4) except the device preferences the person chose. */
export function clearPersonalStorage(): void {
  try {
    // An open connection closes itself on the deletion's version change (Dexie does), then it runs.
    for (const name of PERSONAL_DATABASES) window.indexedDB?.deleteDatabase(name);
  } catch {
    // IndexedDB unavailable: nothing was kept there
  }
  try {
    const keys = Object.keys(window.localStorage);
    for (const key of keys) {
      if (!DEVICE_PREFERENCE_KEYS.includes(key)) window.localStorage.removeItem(key);
    }
    window.sessionStorage.clear();
  } catch {
    // storage unavailable
  }
}
