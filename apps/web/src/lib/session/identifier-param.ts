import { readAccessClaims, type AccessClaims } from './jwt-claims';
import type { StoredSession } from './session-store';

export const IDENTIFIER_PARAM = 'identifier';

/**
 * What to do with an `identifier` read from the address (the parameter always leaves the address):
 * - `strip`: nothing to apply (an empty value, or the token already in use);
 * - `apply`: replace the stored token (spec 4), as when nobody is signed in in this browser, or
 *   when the older application hands back a token of the same person (same subject and actor);
 * - `confirm`: someone else is signed in; a link must not silently swap their session for the
 *   one it carries (login CSRF), so the person is asked first;
 * - `unreadable`: the value is not an access token (ours are always JWTs naming a subject): there
 *   is nobody to sign in as, so the current session stays and the person is told (spec 8: "We
 *   can't retrieve your identification token").
 */
export type IdentifierOutcome =
  { action: 'strip' | 'unreadable'; cleanUrl: string } | { action: 'apply' | 'confirm'; session: StoredSession; cleanUrl: string };

/** Same person, acting the same way: subject and impersonating actor both match. */
function samePerson(a: AccessClaims | null, b: AccessClaims | null): boolean {
  return Boolean(a?.sub) && a?.sub === b?.sub && a?.act?.sub === b?.act?.sub;
}

/** The session the token opens: the profile is forgotten so it reloads (spec 4). */
function sessionFromToken(token: string, claims: AccessClaims | null, previous: StoredSession | null, now: number): StoredSession {
  // Without a readable expiry, assume the sample lifetime of spec 9 (180 s) and let the API decide.
  const expiresAt = claims?.exp ? claims.exp * 1000 : now + 180_000;
  const ttl = claims?.exp && claims.iat ? claims.exp - claims.iat : Math.round((expiresAt - now) / 1000);
  return {
    keepLoggedIn: false,
    legacyTokenPassed: true,
    ...previous,
    userIdentifier: previous?.userIdentifier ?? claims?.sub ?? '',
    token,
    tokenTtl: ttl,
    tokenExpiresAt: expiresAt,
    // A refresh cookie, if any, may still extend it; otherwise the session lasts as the token does.
    refreshTokenValidity: Math.max(previous?.refreshTokenValidity ?? 0, expiresAt),
    user: null,
    currentProfile: null,
    impersonation: Boolean(claims?.act),
    endedReason: undefined,
    impersonated: undefined,
    realSession: undefined,
  };
}

/**
 * Spec 4's `identifier` parameter (a token handed over by the older application); null without
 * one. `signedIn`: whether `previous` is a live session (the store's `sessionState`, passed in
 * because the store itself calls this while it loads).
 */
export function readUrlIdentifier(
  href: string,
  previous: StoredSession | null,
  signedIn: boolean,
  now = Date.now(),
): IdentifierOutcome | null {
  const url = new URL(href);
  const token = url.searchParams.get(IDENTIFIER_PARAM);
  if (token === null) return null;
  url.searchParams.delete(IDENTIFIER_PARAM);
  const cleanUrl = url.pathname + url.search + url.hash;
  if (!token.trim() || token === previous?.token) return { action: 'strip', cleanUrl };
  const claims = readAccessClaims(token);
  if (!claims?.sub) return { action: 'unreadable', cleanUrl };
  const same = samePerson(claims, readAccessClaims(previous?.token ?? ''));
  const action = !signedIn || !previous || same ? 'apply' : 'confirm';
  // Another person's link keeps nothing of the previous session (its refresh validity, its
  // "keep me logged in"): those belong to the person who signed in, not to the link.
  return { action, session: sessionFromToken(token, claims, same ? previous : null, now), cleanUrl };
}

/** Who the signed-in person is, for the question "continue as the person of this link?". */
export function signedInName(session: StoredSession): string {
  const user = session.user;
  const name = user ? `${user.name} ${user.lastname}`.trim() : '';
  return name || session.userIdentifier;
}
