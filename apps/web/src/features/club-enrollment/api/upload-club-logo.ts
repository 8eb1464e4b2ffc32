import { ApiError, parseApiError } from '../../../lib/api-error';
import { refreshSession } from '../../../lib/session/refresh-session';
import { getSession } from '../../../lib/session/session-store';

function post(clubHash: string, file: File, token: string | undefined): Promise<Response> {
  const form = new FormData();
  form.append('file', file, file.name);
  return fetch(`/api/clubs/${encodeURIComponent(clubHash)}/logo`, {
    method: 'POST',
    // No Content-Type: the browser writes the multipart boundary itself.
    headers: token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : { Accept: 'application/json' },
    body: form,
    credentials: 'same-origin',
  });
}

/**
 * POST /api/clubs/{clubHash}/logo (multipart `file`). The shared api-client sends JSON only, so
 * this call is written out, with the same one refresh-and-retry on a 401.
 */
export async function uploadClubLogo(clubHash: string, file: File): Promise<void> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await post(clubHash, file, token);
    if (response.status === 401 && token) {
      // Passing the token that failed lets concurrent callers share one refresh (session helper).
      const renewed = await refreshSession(token).catch(() => undefined);
      if (renewed) response = await post(clubHash, file, renewed);
    }
  } catch {
    throw new ApiError(502, 0, 'NETWORK', 'Something went wrong');
  }
  if (response.ok) return;
  const raw = await response.text();
  let body: unknown = raw;
  try {
    body = raw ? JSON.parse(raw) : undefined;
  } catch {
    // Not JSON: parseApiError turns it into an unknown error.
  }
  throw parseApiError(response.status, body);
}
