import { ONBOARDING_ROUTES, type CreateClubBody, type PublicClub } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

/** POST /api/clubs: registers a club; the caller becomes its first manager. */
export function createClub(body: CreateClubBody): Promise<PublicClub> {
  return callApi(ONBOARDING_ROUTES.createClub, { body });
}

export function useCreateClub() {
  return useApiMutation({ request: createClub });
}
