import { AUTH_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';

/** POST /api/logout: revokes the refresh-token family and clears its cookie. Public. */
export function logout(): Promise<{ loggedOut: true }> {
  return callApi(AUTH_ROUTES.logout, {});
}
