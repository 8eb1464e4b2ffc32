import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_ROUTES, type HydraCollection, type PublicClub } from '@tribuna/contract';
import { callApi } from '../api-route';
import { clubDirectoryKeys } from './club-directory-keys';

export const CLUB_SEARCH_PAGE_SIZE = 20;

/** GET /api/clubs/search?name= (public): accent- and case-insensitive search by name. */
export function searchClubs(name: string, signal?: AbortSignal): Promise<HydraCollection<PublicClub>> {
  return callApi(ONBOARDING_ROUTES.searchClubs, { query: { name, itemsPerPage: CLUB_SEARCH_PAGE_SIZE }, signal });
}

export function clubSearchQueryOptions(name: string) {
  return queryOptions({
    queryKey: clubDirectoryKeys.search(name),
    queryFn: ({ signal }) => searchClubs(name, signal),
    staleTime: 30_000,
  });
}

/** Searches once there is something to search for; keeps the last results while typing. */
export function useClubSearch(name: string) {
  return useQuery({ ...clubSearchQueryOptions(name), enabled: name.length > 0, placeholderData: keepPreviousData });
}
