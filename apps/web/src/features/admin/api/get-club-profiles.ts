import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CLUBS_ROUTES, type ClubProfile, type HydraCollection } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubProfileKeys } from './admin-keys';

/** GET /api/clubs/{clubHash}/profiles: the club's profiles for an admin or its manager, searched on the server. */
export function getClubProfiles(clubHash: string, page: number, search = '', signal?: AbortSignal): Promise<HydraCollection<ClubProfile>> {
  const query = { itemsPerPage: 100, page, search: search.trim() || undefined };
  return callApi(CLUBS_ROUTES.profiles, { params: { clubHash }, query, signal });
}

export function clubProfilesQueryOptions(clubHash: string, page = 1, search = '') {
  return queryOptions({
    queryKey: clubProfileKeys.list(clubHash, { page, search: search.trim() }),
    queryFn: ({ signal }) => getClubProfiles(clubHash, page, search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClubProfiles(clubHash: string, page = 1, search = '') {
  return useQuery(clubProfilesQueryOptions(clubHash, page, search));
}
