import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HydraCollection, Person } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

export const PICKER_PAGE_SIZE = 15;

/** `player` = the club's athletes; `all` = every enabled person (staff may hold any profile). */
export type PickerPool = 'player' | 'all';

/**
 * GET /api/clubs/{clubHash}/people (manager) for the roster picker: enabled people only (the
 * roster refuses disabled ones), searched on the server, accent-insensitive, by surname.
 */
export function searchClubPeople(clubHash: string, search: string, pool: PickerPool, signal?: AbortSignal): Promise<HydraCollection<Person>> {
  const params = new URLSearchParams({ enabled: 'true', itemsPerPage: String(PICKER_PAGE_SIZE), 'order[surname]': 'asc' });
  if (pool === 'player') params.set('role', 'player');
  if (search.trim()) params.set('search', search.trim());
  return apiRequest<HydraCollection<Person>>(`/api/clubs/${encodeURIComponent(clubHash)}/people?${params.toString()}`, { signal });
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
