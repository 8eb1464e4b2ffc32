import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfileResponse } from '@tribuna/contract';
import { apiRequest } from '../api-client';

/** GET /api/profile: the user with every club and profile (spec 3). */
export function getProfile(signal?: AbortSignal): Promise<UserProfileResponse> {
  return apiRequest<UserProfileResponse>('/api/profile', { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => getProfile(signal),
  staleTime: 5 * 60_000,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
