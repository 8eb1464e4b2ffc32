import type { TokenResponse } from '@tribuna/contract';
import type { StoredSession } from './session-store';

/** Builds the stored session from a token response (login, refresh, impersonation). */
export function sessionFromToken(
  response: TokenResponse,
  previous: Partial<StoredSession> & { userIdentifier: string; keepLoggedIn: boolean },
  now = Date.now(),
): StoredSession {
  const refreshTokenValidity = response.refresh_token_expiration * 1000;
  return {
    currentProfile: null,
    impersonation: false,
    user: null,
    legacyTokenPassed: false,
    ...previous,
    token: response.token,
    tokenTtl: response.token_ttl,
    tokenExpiresAt: now + response.token_ttl * 1000,
    refreshTokenValidity,
    refreshLifetime: refreshTokenValidity - now,
    // A new token means a live session again.
    endedReason: undefined,
  };
}
