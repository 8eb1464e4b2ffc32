import type { ClubRole, DashboardArea, UserProfileResponse } from '@tribuna/contract';
import { STORAGE_KEYS, readJson, writeJson } from '../storage';

/** The profile the person chose in the profile selector. */
export interface CurrentProfile {
  clubHash: string;
  clubName: string;
  clubImage: string | null;
  clubLocale: string;
  profileHash: string;
  role: ClubRole;
  area: DashboardArea;
  userId: string;
}

/** Stored session of spec 3, kept in localStorage under `tribuna.session`. */
export interface StoredSession {
  token: string;
  userIdentifier: string;
  /** When the refresh token stops working, in ms since the epoch. */
  refreshTokenValidity: number;
  /** Access-token lifetime in seconds, as the API sent it. */
  tokenTtl: number;
  /** When the access token expires, in ms since the epoch. */
  tokenExpiresAt: number;
  keepLoggedIn: boolean;
  currentProfile: CurrentProfile | null;
  impersonation: boolean;
  user: UserProfileResponse | null;
  /** Whether the token was already handed to the older application (spec 4). */
  legacyTokenPassed: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: StoredSession | null = readJson<StoredSession>(STORAGE_KEYS.session);

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): StoredSession | null {
  return current;
}

export function setSession(session: StoredSession): void {
  current = session;
  writeJson(STORAGE_KEYS.session, session);
  emit();
}

/** Merges fields into the existing session; does nothing without one. */
export function updateSession(patch: Partial<StoredSession>): void {
  if (!current) return;
  setSession({ ...current, ...patch });
}

/** Forgets the session in memory; storage is cleared by the logout flow. */
export function dropSession(): void {
  current = null;
  emit();
}

/** Re-reads storage, e.g. after another tab changed it. */
export function reloadSessionFromStorage(): void {
  current = readJson<StoredSession>(STORAGE_KEYS.session);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type SessionState = 'none' | 'expired' | 'active';

/**
 * A session is usable while its refresh token is valid: an expired access token is renewed on
 * the next call. Without a token, or past the refresh validity, the person must log in again.
 */
export function sessionState(session: StoredSession | null = current, now = Date.now()): SessionState {
  if (!session?.token) return 'none';
  if (session.refreshTokenValidity <= now && session.tokenExpiresAt <= now) return 'expired';
  return 'active';
}
