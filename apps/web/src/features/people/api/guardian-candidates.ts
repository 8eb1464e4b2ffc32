import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PEOPLE_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import type { PeopleListApiQuery } from './get-people';
import { peopleKeys } from './people-keys';

export const CANDIDATES_PER_SEARCH = 8;

const candidatesQuery = (search: string): PeopleListApiQuery => ({
  role: 'guardian',
  search,
  itemsPerPage: CANDIDATES_PER_SEARCH,
  'order[surname]': 'asc',
});

/** GET /api/clubs/{clubHash}/people?role=guardian&search=: the club's guardians matching a search. */
export function getGuardianCandidates(clubHash: string, search: string, signal?: AbortSignal) {
  return callApi(PEOPLE_ROUTES.list, { params: { clubHash }, query: candidatesQuery(search), signal });
}

export function guardianCandidatesQueryOptions(clubHash: string, search: string) {
  return queryOptions({
    // One of the lists, so a new or edited guardian shows up in the next search.
    queryKey: peopleKeys.list(clubHash, candidatesQuery(search)),
    queryFn: ({ signal }) => getGuardianCandidates(clubHash, search, signal),
    staleTime: 30_000,
  });
}

/** Searches only once the manager typed something: the club may have thousands of guardians. */
export function useGuardianCandidates(clubHash: string, search: string) {
  return useQuery({
    ...guardianCandidatesQueryOptions(clubHash, search),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
