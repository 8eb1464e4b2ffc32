import { callApi } from '../../../lib/api-route';
import { authRoutes } from '../../../lib/first-page-routes';

/** POST /api/logout: revokes the refresh-token family and clears its cookie. Public. */
export async function logout(): Promise<{ loggedOut: true }> {
  const routes = await authRoutes();
  return callApi(routes.logout, {});
}
