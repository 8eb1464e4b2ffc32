import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubProfile, HydraCollection } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clubs/{clubHash}/profiles: the club's profiles for an admin or its manager, searched on the server. */
export function getClubProfiles(clubHash: string, page: number, search = '', signal?: AbortSignal): Promise<HydraCollection<ClubProfile>> {
  const query = new URLSearchParams({ itemsPerPage: '100', page: String(page) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest<HydraCollection<ClubProfile>>(`/api/clubs/${encodeURIComponent(clubHash)}/profiles?${query.toString()}`, { signal });
}

export function clubProfilesQueryOptions(clubHash: string, page = 1, search = '') {
  return queryOptions({
    queryKey: ['clubs', clubHash, 'profiles', page, search.trim()],
    queryFn: ({ signal }) => getClubProfiles(clubHash, page, search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClubProfiles(clubHash: string, page = 1, search = '') {
  return useQuery(clubProfilesQueryOptions(clubHash, page, search));
}
