import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HydraCollection, Person } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { peopleKeyPrefix } from './get-person';

export const CANDIDATES_PER_SEARCH = 8;

/** GET /api/clubs/{clubHash}/people?role=guardian&search=: the club's guardians matching a search. */
export function getGuardianCandidates(clubHash: string, search: string, signal?: AbortSignal): Promise<HydraCollection<Person>> {
  const query = new URLSearchParams({ role: 'guardian', search, itemsPerPage: String(CANDIDATES_PER_SEARCH), 'order[surname]': 'asc' });
  return apiRequest<HydraCollection<Person>>(`/api/clubs/${encodeURIComponent(clubHash)}/people?${query.toString()}`, { signal });
}

export function guardianCandidatesQueryOptions(clubHash: string, search: string) {
  return queryOptions({
    // Under the lists' prefix, so a new or edited guardian shows up in the next search.
    queryKey: [...peopleKeyPrefix(clubHash), 'guardian-candidates', search],
    queryFn: ({ signal }) => getGuardianCandidates(clubHash, search, signal),
    staleTime: 30_000,
  });
}

/** Searches only once the manager typed something: the club may have thousands of guardians. */
export function useGuardianCandidates(clubHash: string, search: string) {
  return useQuery({ ...guardianCandidatesQueryOptions(clubHash, search), enabled: search.trim().length > 0, placeholderData: keepPreviousData });
}
