import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PEOPLE_ROUTES, type RouteQuery } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { teamKeys } from './team-keys';

export const PICKER_PAGE_SIZE = 15;

/** `player` = the club's athletes; `all` = every enabled person (staff may hold any profile). */
export type PickerPool = 'player' | 'all';

/**
 * GET /api/clubs/{clubHash}/people (manager) for the roster picker: enabled people only (the
 * roster refuses disabled ones), searched on the server, accent-insensitive, by surname.
 */
export function searchClubPeople(clubHash: string, search: string, pool: PickerPool, signal?: AbortSignal) {
  const query: RouteQuery<typeof PEOPLE_ROUTES.list> = { enabled: 'true', itemsPerPage: PICKER_PAGE_SIZE, 'order[surname]': 'asc' };
  if (pool === 'player') query.role = 'player';
  if (search.trim()) query.search = search.trim();
  return callApi(PEOPLE_ROUTES.list, { params: { clubHash }, query, signal });
}

export function clubPeopleQueryOptions(clubHash: string, search: string, pool: PickerPool) {
  return queryOptions({
    // Under the teams key: the picker's narrow use should not share cache entries with the people pages.
    queryKey: teamKeys.other(clubHash, 'people-picker', pool, search.trim()),
    queryFn: ({ signal }) => searchClubPeople(clubHash, search, pool, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useClubPeopleSearch(clubHash: string, search: string, pool: PickerPool) {
  return useQuery(clubPeopleQueryOptions(clubHash, search, pool));
}
