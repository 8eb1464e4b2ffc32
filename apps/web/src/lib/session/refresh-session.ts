import type { TokenResponse } from '@tribuna/contract';
import { routeUrl } from '../api-route';
import { authRoutes } from '../first-page-routes';
import { sessionFromToken } from './create-session';
import { readAccessClaims, type AccessClaims } from './jwt-claims';
import { REFRESH_LOCK_NAME } from './session-constants';
import { getSession, setSession, syncSessionFromStorage, type StoredSession } from './session-store';
import { runExclusive } from './tab-lock';

/** A refresh that did not produce a token (spec 8: Token refresh failed, noTokenReceived). */
export class RefreshError extends Error {
  constructor(readonly reason: 'refreshFailed' | 'noTokenReceived') {
    super(reason === 'refreshFailed' ? 'Token refresh failed' : 'noTokenReceived');
    this.name = 'RefreshError';
  }
}

type FailureListener = (error: RefreshError) => void;
const failureListeners = new Set<FailureListener>();

/** The session UI shows "There was an error refreshing your session" on any failed refresh. */
export function onRefreshFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

let inFlight: Promise<string> | null = null;

/**
 * Renews the access token with the refresh cookie. Concurrent callers in this tab share one
 * request, and tabs take turns through a Web Lock (spec 4): refresh tokens rotate, so parallel
 * refreshes would present a rotated token. `staleToken` is the token the caller found wanting;
 * when, after waiting for the lock, the stored token is another one, a tab already refreshed and
 * its token is used without a second request.
 */
export function refreshSession(staleToken: string | undefined = getSession()?.token): Promise<string> {
  inFlight ??= runExclusive(REFRESH_LOCK_NAME, () => refreshUnderLock(staleToken))
    .catch((error: unknown) => {
      const failure = error instanceof RefreshError ? error : new RefreshError('refreshFailed');
      failureListeners.forEach((listener) => listener(failure));
      throw failure;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

async function refreshUnderLock(staleToken: string | undefined): Promise<string> {
  const session = syncSessionFromStorage();
  if (!session?.token) throw new RefreshError('noTokenReceived');
  if (staleToken !== undefined && session.token !== staleToken) return session.token;
  let response: Response;
  try {
    // Raw fetch on purpose: the refresh must not go through the client that calls it on a 401.
    const { refresh } = await authRoutes();
    response = await fetch(routeUrl(refresh, {}), {
      method: refresh.method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new RefreshError('refreshFailed');
  }
  if (!response.ok) throw new RefreshError('refreshFailed');
  const body = (await response.json().catch(() => null)) as TokenResponse | null;
  if (!body?.token) throw new RefreshError('noTokenReceived');
  // Another tab may have logged out meanwhile: do not bring a session back to life.
  const latest = syncSessionFromStorage();
  if (!latest) throw new RefreshError('refreshFailed');
  // The cookie belongs to whoever signed in last in this browser; a session opened from a link
  // (`?identifier=`) for another person must end rather than quietly become that person.
  // (An impersonation's tokens name both people: the subject and the actor behind it.)
  if (!sharesAPerson(readAccessClaims(body.token), readAccessClaims(latest.token))) throw new RefreshError('refreshFailed');
  setSession(sessionFromToken(body, afterRefresh(latest, body.token)));
  return body.token;
}

function sharesAPerson(renewed: AccessClaims | null, current: AccessClaims | null): boolean {
  const people = (claims: AccessClaims | null) => [claims?.sub, claims?.act?.sub].filter((id): id is string => Boolean(id));
  const before = people(current);
  // Unreadable claims prove nothing either way: the API judged the cookie, keep its answer.
  if (before.length === 0 || people(renewed).length === 0) return true;
  return people(renewed).some((id) => before.includes(id));
}

/** If the API ended an impersonation (the new token has no actor), this tab follows it. */
function afterRefresh(session: StoredSession, token: string): StoredSession {
  if (!session.impersonation || readAccessClaims(token)?.act) return session;
  return { ...session, impersonation: false, impersonated: undefined, realSession: undefined, user: null, currentProfile: null };
}
