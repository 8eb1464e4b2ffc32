import type { ClubRole, DashboardArea, UserProfileResponse } from '@tribuna/contract';
import { STORAGE_KEYS, readJson, readString, writeJson } from '../storage';
import { readUrlIdentifier } from './identifier-param';
import { holdIdentifierSession, noteUnreadableIdentifier } from './pending-identifier';

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
  /** How long the refresh token lived when issued, in ms: refresh-ahead only helps if it exceeds the window. */
  refreshLifetime?: number;
  /** Set by the leader tab when the session expired; every tab then shows why (spec 4, 8). */
  endedReason?: 'expired' | 'inactive';
  /** While impersonating: who is being impersonated, for the banner (spec 4). */
  impersonated?: ImpersonatedUser;
  /** While impersonating: the real actor's session, set aside to come back to. */
  realSession?: RealSession;
}

export interface ImpersonatedUser {
  userId: string;
  name: string;
  lastname: string;
  club: string;
}

export type RealSession = Pick<
  StoredSession,
  'token' | 'tokenTtl' | 'tokenExpiresAt' | 'refreshTokenValidity' | 'refreshLifetime' | 'currentProfile' | 'user'
>;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: StoredSession | null = readJson<StoredSession>(STORAGE_KEYS.session);
let lastRaw: string | null = readString(STORAGE_KEYS.session);

// Spec 4: an `identifier` in the address replaces the stored token. Done before the router reads
// the address, so the guards already see the new session and the parameter is gone from the URL
// (and from history). When someone else is signed in, the session layer asks first.
if (typeof window !== 'undefined') {
  const fromUrl = readUrlIdentifier(window.location.href, current, sessionState(current) === 'active');
  if (fromUrl?.action === 'apply') {
    current = fromUrl.session;
    writeJson(STORAGE_KEYS.session, current);
    lastRaw = readString(STORAGE_KEYS.session);
  } else if (fromUrl?.action === 'confirm') {
    holdIdentifierSession({ session: fromUrl.session, cleanUrl: fromUrl.cleanUrl });
  } else if (fromUrl?.action === 'unreadable') {
    noteUnreadableIdentifier();
  }
  if (fromUrl) window.history.replaceState(window.history.state, '', fromUrl.cleanUrl);
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): StoredSession | null {
  return current;
}

export function setSession(session: StoredSession): void {
  current = session;
  writeJson(STORAGE_KEYS.session, session);
  lastRaw = readString(STORAGE_KEYS.session);
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
  lastRaw = readString(STORAGE_KEYS.session);
  emit();
}

/**
 * Re-reads storage and notifies only when another tab changed it: the leader and the refresh
 * call this before deciding, so a missed `storage` event never leads to acting on stale data.
 */
export function syncSessionFromStorage(): StoredSession | null {
  const raw = readString(STORAGE_KEYS.session);
  if (raw !== lastRaw) reloadSessionFromStorage();
  return current;
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
  if (session.endedReason) return 'expired';
  if (session.refreshTokenValidity <= now && session.tokenExpiresAt <= now) return 'expired';
  return 'active';
}
