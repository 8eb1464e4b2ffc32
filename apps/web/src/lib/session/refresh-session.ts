import type { TokenResponse } from '@tribuna/contract';
import { sessionFromToken } from './create-session';
import { getSession, setSession } from './session-store';

let inFlight: Promise<string> | null = null;

/**
 * Renews the access token with the refresh cookie. Concurrent callers share one request (spec 4):
 * refresh tokens rotate, so two parallel refreshes would revoke the family.
 * The accounts issue adds the refresh-ahead timer, the confirmation modal and the leader tab.
 */
export function refreshSession(): Promise<string> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function doRefresh(): Promise<string> {
  const session = getSession();
  if (!session) throw new Error('noTokenReceived');
  const response = await fetch('/api/refresh_token', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error('Token refresh failed');
  const body = (await response.json()) as TokenResponse;
  if (!body.token) throw new Error('noTokenReceived');
  setSession(sessionFromToken(body, session));
  return body.token;
}
