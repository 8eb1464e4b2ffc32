/** How long logging out waits for the older application before going on without it. */
const LEGACY_LOGOUT_TIMEOUT_MS = 3_000;

/**
 * Spec 7: the older application's client host is LEGACY_APP_URL with the path /legacy, and its
 * `GET /logout` ends the session it keeps in its own cookies. Null without a valid address.
 */
export function legacyLogoutUrl(legacyAppUrl: string | null | undefined): string | null {
  const base = legacyAppUrl?.trim();
  if (!base) return null;
  try {
    return new URL('legacy/logout', base.endsWith('/') ? base : `${base}/`).toString();
  } catch {
    return null;
  }
}

/**
 * Logging out of Tribuna also signs the person out of the older application (same people, two
 * sessions). Sent with its cookies and read by nobody (no-cors: its answer is opaque, which is
 * all we need); a failure or a slow host never holds up the logout.
 */
export async function endLegacySession(legacyAppUrl: string | null | undefined): Promise<void> {
  const url = legacyLogoutUrl(legacyAppUrl);
  if (!url) return;
  await fetch(url, {
    method: 'GET',
    credentials: 'include',
    mode: 'no-cors',
    cache: 'no-store',
    signal: AbortSignal.timeout(LEGACY_LOGOUT_TIMEOUT_MS),
  }).catch(() => undefined);
}
