import type { TokenResponse } from '@tribuna/contract';
import { sessionFromToken } from './create-session';
import { getSession, setSession, type ImpersonatedUser, type RealSession, type StoredSession } from './session-store';

/** POST /api/impersonation answer (contract ImpersonationResponseSchema). */
export interface ImpersonationStart extends TokenResponse {
  impersonating: ImpersonatedUser;
}

function realPart(session: StoredSession): RealSession {
  const { token, tokenTtl, tokenExpiresAt, refreshTokenValidity, refreshLifetime, currentProfile, user } = session;
  return { token, tokenTtl, tokenExpiresAt, refreshTokenValidity, refreshLifetime, currentProfile, user };
}

/**
 * Switches this browser to the impersonated user's token (spec 4). The real session is set aside
 * in the stored session, so the way back works even if the API cannot be reached; the profile and
 * current profile are forgotten so the profile selector loads the impersonated user's.
 */
export function beginImpersonation(start: ImpersonationStart, now = Date.now()): StoredSession {
  const session = getSession();
  if (!session) throw new Error('noTokenReceived');
  const next = sessionFromToken(
    start,
    {
      ...session,
      impersonation: true,
      impersonated: start.impersonating,
      realSession: session.realSession ?? realPart(session),
      user: null,
      currentProfile: null,
      // A new identity: the older application has not seen this token.
      legacyTokenPassed: false,
    },
    now,
  );
  setSession(next);
  return next;
}

/**
 * Back to the real actor: with the API's new token (DELETE /api/impersonation) when there is one,
 * else with the token set aside at the start (the API may have been unreachable).
 */
export function endImpersonation(response: TokenResponse | null, now = Date.now()): StoredSession | null {
  const session = getSession();
  if (!session) return null;
  const real = session.realSession;
  const base: StoredSession = {
    ...session,
    impersonation: false,
    impersonated: undefined,
    realSession: undefined,
    legacyTokenPassed: false,
    user: null,
    currentProfile: real?.currentProfile ?? null,
  };
  const next = response ? sessionFromToken(response, base, now) : real ? { ...base, ...real, user: null } : base;
  setSession(next);
  return next;
}
