/**
 * Every timing rule of the browser session in one place (spec 4 and 9). Tests drive these with
 * fake timers; change a value here and every rule follows.
 */

/** Refresh-ahead window: when the refresh token has this little validity left, renew or ask. */
export const REFRESH_AHEAD_MS = 10 * 60_000;

/** The access token is renewed this long before it expires, while the person is active. */
export const ACCESS_REFRESH_LEAD_MS = 30_000;
/** ...but never earlier than this share of its lifetime (short test lifetimes, e.g. 60 s). */
export const ACCESS_REFRESH_MIN_LIFETIME_SHARE = 0.5;
/** "The tab is active": some user input in any tab within this time. */
export const ACTIVE_WINDOW_MS = 5 * 60_000;

/** Without keepLoggedIn, this long without user input in any tab ends the session. */
export const INACTIVITY_LIMIT_MS = 30 * 60_000;
/** The session warning (with its countdown in minutes) shows this long before an expiry. */
export const SESSION_WARNING_MS = 10 * 60_000;
/** Activity is written to shared storage at most this often (input events are frequent). */
export const ACTIVITY_WRITE_THROTTLE_MS = 5_000;

/** Leader tab (spec 9): heartbeat every 4 s, a heartbeat older than 5 s is stale. */
export const LEADER_HEARTBEAT_MS = 4_000;
export const LEADER_STALE_MS = 5_000;
/** Followers look at the leader's heartbeat every 2 s and take over when it went stale. */
export const FOLLOWER_CHECK_MS = 2_000;

/** The UI clock of the warning and modal countdowns. */
export const SESSION_CLOCK_MS = 1_000;

/** Web Locks name that serialises token refreshes across tabs (shared with the API's grace window). */
export const REFRESH_LOCK_NAME = 'tribuna-refresh';

/** Shared storage keys of the session machinery (cleared with the session on logout). */
export const SESSION_STORAGE_KEYS = {
  leader: 'tribuna.session.leader',
  activity: 'tribuna.session.activity',
} as const;

/** Why a session ended (spec 8 refresh failures and expiries). */
export type SessionEndReason = 'refreshFailed' | 'noTokenReceived' | 'userDeniedRefreshToken' | 'expired' | 'inactive';
