import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HydraCollection, Person } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** Every list query of a club starts with this key: person mutations invalidate it. */
export const peopleKey = (clubHash: string) => ['clubs', clubHash, 'people'] as const;

/**
 * GET /api/clubs/{clubHash}/people?{query} (managers): one page of a list. `query` is the
 * finished query string (role, search, filters, order, page) built by lib/people-list-state.
 */
export function getPeople(clubHash: string, query: string, signal?: AbortSignal): Promise<HydraCollection<Person>> {
  return apiRequest<HydraCollection<Person>>(`/api/clubs/${encodeURIComponent(clubHash)}/people?${query}`, { signal });
}

export function peopleQueryOptions(clubHash: string, query: string) {
  return queryOptions({
    queryKey: [...peopleKey(clubHash), 'list', query],
    // The signal aborts the request of a search the manager has already typed past.
    queryFn: ({ signal }) => getPeople(clubHash, query, signal),
    staleTime: 15_000,
    // The previous page stays on screen while the next loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
}

export function usePeople(clubHash: string, query: string) {
  return useQuery(peopleQueryOptions(clubHash, query));
}
