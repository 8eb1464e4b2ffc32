import { apiRequest } from '../../../lib/api-client';

/** POST /api/logout: revokes the refresh-token family and clears its cookie. Public. */
export function logout(): Promise<{ loggedOut: true }> {
  return apiRequest<{ loggedOut: true }>('/api/logout', { method: 'POST', skipAuth: true });
}
