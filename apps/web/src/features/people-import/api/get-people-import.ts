import { queryOptions, useQuery } from '@tanstack/react-query';
import { PEOPLE_IMPORT_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { peopleImportKeys } from './people-import-keys';

/** GET /api/clubs/{clubHash}/people/imports/{importHash} (manager): one import session. */
export function getPeopleImport(clubHash: string, importHash: string, signal?: AbortSignal) {
  return callApi(PEOPLE_IMPORT_ROUTES.read, { params: { clubHash, importHash }, signal });
}

export function peopleImportQueryOptions(clubHash: string, importHash: string) {
  return queryOptions({
    queryKey: peopleImportKeys.detail(clubHash, importHash),
    queryFn: ({ signal }) => getPeopleImport(clubHash, importHash, signal),
    // A session changes only through this page's own calls, which write their answer here.
    staleTime: Infinity,
  });
}

export function usePeopleImport(clubHash: string, importHash: string | null) {
  return useQuery({ ...peopleImportQueryOptions(clubHash, importHash ?? ''), enabled: Boolean(importHash) });
}
