import {
  ACCESS_REFRESH_LEAD_MS,
  ACCESS_REFRESH_MIN_LIFETIME_SHARE,
  ACTIVE_WINDOW_MS,
  INACTIVITY_LIMIT_MS,
  REFRESH_AHEAD_MS,
  SESSION_WARNING_MS,
} from './session-constants';
import type { StoredSession } from './session-store';

export type ExpiryReason = 'expired' | 'inactive';

/** Spec 4 session warning: active → warning (countdown in minutes) → expired. */
export interface SessionPhase {
  phase: 'active' | 'warning' | 'expired';
  reason: ExpiryReason;
  /** When the session ends if nothing happens, in ms since the epoch. */
  endsAt: number;
  /** Whole minutes left, rounded up (the countdown shows "1 minute" until the very end). */
  minutesLeft: number;
}

/** The earlier of the refresh validity and, without keepLoggedIn, the inactivity limit. */
function deadline(session: StoredSession, lastActivity: number): { at: number; reason: ExpiryReason } {
  const inactivityAt = session.keepLoggedIn ? Infinity : lastActivity + INACTIVITY_LIMIT_MS;
  return inactivityAt < session.refreshTokenValidity
    ? { at: inactivityAt, reason: 'inactive' }
    : { at: session.refreshTokenValidity, reason: 'expired' };
}

export function computeSessionPhase(session: StoredSession, now: number, lastActivity: number): SessionPhase {
  const { at, reason } = deadline(session, lastActivity);
  if (session.endedReason) return { phase: 'expired', reason: session.endedReason, endsAt: at, minutesLeft: 0 };
  const left = at - now;
  if (left <= 0) return { phase: 'expired', reason, endsAt: at, minutesLeft: 0 };
  const minutesLeft = Math.ceil(left / 60_000);
  return { phase: left <= SESSION_WARNING_MS ? 'warning' : 'active', reason, endsAt: at, minutesLeft };
}

/** Refresh-ahead is worth it only if a new refresh token lives longer than the window itself. */
function canRefreshAhead(session: StoredSession, now: number): boolean {
  const inWindow = session.refreshTokenValidity - now <= REFRESH_AHEAD_MS;
  return inWindow && (session.refreshLifetime ?? Infinity) > REFRESH_AHEAD_MS;
}

/** Spec 4: within 10 minutes of the refresh validity and without keepLoggedIn, a modal asks. */
export function refreshConsentNeeded(session: StoredSession, now: number): boolean {
  return !session.keepLoggedIn && !session.endedReason && session.refreshTokenValidity > now && canRefreshAhead(session, now);
}

export type SessionAction =
  { type: 'none' } | { type: 'refresh'; why: 'refreshAhead' | 'accessAhead' } | { type: 'prompt' } | { type: 'end'; reason: ExpiryReason };

/** How long before its expiry the access token is renewed (a share of short lifetimes). */
export function accessRefreshLead(session: StoredSession): number {
  return Math.min(ACCESS_REFRESH_LEAD_MS, session.tokenTtl * 1000 * ACCESS_REFRESH_MIN_LIFETIME_SHARE);
}

/** What the leader tab does at a periodic check. Pure: the rules of spec 4 in one place. */
export function planSessionCheck(session: StoredSession | null, now: number, lastActivity: number): SessionAction {
  if (!session?.token || session.endedReason) return { type: 'none' };
  const phase = computeSessionPhase(session, now, lastActivity);
  if (phase.phase === 'expired') return { type: 'end', reason: phase.reason };
  if (canRefreshAhead(session, now)) return session.keepLoggedIn ? { type: 'refresh', why: 'refreshAhead' } : { type: 'prompt' };
  const active = now - lastActivity <= ACTIVE_WINDOW_MS;
  if (active && session.tokenExpiresAt - now <= accessRefreshLead(session)) return { type: 'refresh', why: 'accessAhead' };
  return { type: 'none' };
}
