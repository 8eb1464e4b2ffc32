import { readAccessClaims } from './jwt-claims';
import type { StoredSession } from './session-store';

export const IDENTIFIER_PARAM = 'identifier';

/**
 * Spec 4: a URL with an `identifier` query parameter (a token handed over by the older
 * application) replaces the stored token. The profile is reloaded (user and current profile are
 * forgotten) and the parameter is removed from the address. Returns null when there is none.
 */
export function sessionFromUrlIdentifier(
  href: string,
  previous: StoredSession | null,
  now = Date.now(),
): { session: StoredSession | null; cleanUrl: string } | null {
  const url = new URL(href);
  const token = url.searchParams.get(IDENTIFIER_PARAM);
  if (token === null) return null;
  url.searchParams.delete(IDENTIFIER_PARAM);
  const cleanUrl = url.pathname + url.search + url.hash;
  if (!token.trim()) return { session: previous, cleanUrl };
  const claims = readAccessClaims(token);
  // Without a readable expiry, assume the sample lifetime of spec 9 (180 s) and let the API decide.
  const expiresAt = claims?.exp ? claims.exp * 1000 : now + 180_000;
  const ttl = claims?.exp && claims.iat ? claims.exp - claims.iat : Math.round((expiresAt - now) / 1000);
  const session: StoredSession = {
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
  return { session, cleanUrl };
}
