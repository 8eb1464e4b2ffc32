import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonDetail } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** The person page's key; mutations of one person also refresh others' pages (guardians, children). */
export const personKeyPrefix = (clubHash: string) => ['clubs', clubHash, 'person'] as const;
/** The lists' key prefix: every change to a person refreshes them. */
export const peopleKeyPrefix = (clubHash: string) => ['clubs', clubHash, 'people'] as const;

/** GET /api/clubs/{clubHash}/people/{personHash} (managers): the person with profiles, teams and family. */
export function getPerson(clubHash: string, personHash: string, signal?: AbortSignal): Promise<PersonDetail> {
  return apiRequest<PersonDetail>(`/api/clubs/${encodeURIComponent(clubHash)}/people/${encodeURIComponent(personHash)}`, { signal });
}

export function personQueryOptions(clubHash: string, personHash: string) {
  return queryOptions({
    queryKey: [...personKeyPrefix(clubHash), personHash],
    queryFn: ({ signal }) => getPerson(clubHash, personHash, signal),
    staleTime: 30_000,
  });
}

export function usePerson(clubHash: string, personHash: string) {
  return useQuery(personQueryOptions(clubHash, personHash));
}
