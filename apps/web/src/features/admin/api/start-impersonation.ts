import { IMPERSONATION_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { beginImpersonation, type ImpersonationStart } from '../../../lib/session/impersonation-session';
import { useApiMutation } from '../../../lib/mutation';

/** POST /api/impersonation {profileHash}: a token for the profile's user, carrying the real actor. */
export function startImpersonation(profileHash: string): Promise<ImpersonationStart> {
  return callApi(IMPERSONATION_ROUTES.start, { body: { profileHash } });
}

/** Starts it and switches this browser to the impersonated user (the real session is set aside). */
export function useStartImpersonation() {
  return useApiMutation({
    request: startImpersonation,
    update: (cache, response) => {
      beginImpersonation(response);
      // The admin's own cached data must not show as the impersonated user's.
      cache.removeQueries();
    },
  });
}
