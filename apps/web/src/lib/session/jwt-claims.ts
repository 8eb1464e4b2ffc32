/** The claims the browser reads from an access token (it never verifies them: the API does). */
export interface AccessClaims {
  sub?: string;
  iat?: number;
  exp?: number;
  /** RFC 8693 actor: present while an admin or manager impersonates `sub`. */
  act?: { sub?: string };
}

/** Decodes a JWT's payload; null for anything that is not a readable JWT. */
export function readAccessClaims(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    // The claims read here (sub, iat, exp, act) are ASCII, so plain base64 decoding is enough.
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as AccessClaims) : null;
  } catch {
    return null;
  }
}
