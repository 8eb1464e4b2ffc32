import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HydraCollection, PublicClub } from '@tribuna/contract';
import { apiRequest } from '../api-client';

export const CLUB_SEARCH_PAGE_SIZE = 20;

/** GET /api/clubs/search?name= (public): accent- and case-insensitive search by name. */
export function searchClubs(name: string, signal?: AbortSignal): Promise<HydraCollection<PublicClub>> {
  const query = new URLSearchParams({ name, itemsPerPage: String(CLUB_SEARCH_PAGE_SIZE) });
  return apiRequest<HydraCollection<PublicClub>>(`/api/clubs/search?${query.toString()}`, { skipAuth: true, signal });
}

export function clubSearchQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['clubs', 'search', name],
    queryFn: ({ signal }) => searchClubs(name, signal),
    staleTime: 30_000,
  });
}

/** Searches once there is something to search for; keeps the last results while typing. */
export function useClubSearch(name: string) {
  return useQuery({ ...clubSearchQueryOptions(name), enabled: name.length > 0, placeholderData: keepPreviousData });
}
