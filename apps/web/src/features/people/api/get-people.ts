import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PEOPLE_ROUTES, type RouteQuery } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { peopleKeys } from './people-keys';

export type PeopleListApiQuery = RouteQuery<typeof PEOPLE_ROUTES.list>;

/**
 * GET /api/clubs/{clubHash}/people (managers): one page of a list. `query` holds role, search,
 * filters, order and page, built by lib/people-list-state.
 */
export function getPeople(clubHash: string, query: PeopleListApiQuery, signal?: AbortSignal) {
  return callApi(PEOPLE_ROUTES.list, { params: { clubHash }, query, signal });
}

export function peopleQueryOptions(clubHash: string, query: PeopleListApiQuery) {
  return queryOptions({
    queryKey: peopleKeys.list(clubHash, query),
    // The signal aborts the request of a search the manager has already typed past.
    queryFn: ({ signal }) => getPeople(clubHash, query, signal),
    staleTime: 15_000,
    // The previous page stays on screen while the next loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
}

export function usePeople(clubHash: string, query: PeopleListApiQuery) {
  return useQuery(peopleQueryOptions(clubHash, query));
}
