import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubProfile, HydraCollection } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clubs/{clubHash}/profiles: every profile of the club for an admin or its manager. */
export function getClubProfiles(clubHash: string, page: number, signal?: AbortSignal): Promise<HydraCollection<ClubProfile>> {
  const query = new URLSearchParams({ itemsPerPage: '100', page: String(page) });
  return apiRequest<HydraCollection<ClubProfile>>(`/api/clubs/${encodeURIComponent(clubHash)}/profiles?${query.toString()}`, { signal });
}

export function clubProfilesQueryOptions(clubHash: string, page = 1) {
  return queryOptions({
    queryKey: ['clubs', clubHash, 'profiles', page],
    queryFn: ({ signal }) => getClubProfiles(clubHash, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClubProfiles(clubHash: string, page = 1) {
  return useQuery(clubProfilesQueryOptions(clubHash, page));
}
