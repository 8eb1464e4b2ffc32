import { queryOptions, useQuery } from '@tanstack/react-query';
import { PEOPLE_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { peopleKeys } from './people-keys';

/** GET /api/clubs/{clubHash}/people/{personHash} (managers): the person with profiles, teams and family. */
export function getPerson(clubHash: string, personHash: string, signal?: AbortSignal) {
  return callApi(PEOPLE_ROUTES.read, { params: { clubHash, personHash }, signal });
}

export function personQueryOptions(clubHash: string, personHash: string) {
  return queryOptions({
    queryKey: peopleKeys.detail(clubHash, personHash),
    queryFn: ({ signal }) => getPerson(clubHash, personHash, signal),
    staleTime: 30_000,
  });
}

export function usePerson(clubHash: string, personHash: string) {
  return useQuery(personQueryOptions(clubHash, personHash));
}
