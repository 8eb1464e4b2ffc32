import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_ROUTES, type UserProfileResponse } from '@tribuna/contract';
import { callApi } from '../api-route';

/** Query keys of the signed-in user's own profile (no club: it lists every club). */
export const profileKeys = {
  all: ['profile'] as const,
};

/** GET /api/profile: the user with every club and profile (spec 3). */
export function getProfile(signal?: AbortSignal): Promise<UserProfileResponse> {
  return callApi(PROFILE_ROUTES.read, { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileKeys.all,
  queryFn: ({ signal }) => getProfile(signal),
  staleTime: 5 * 60_000,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
