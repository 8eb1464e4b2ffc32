import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeopleImport } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

export function peopleImportPath(clubHash: string, importHash?: string): string {
  const base = `/api/clubs/${encodeURIComponent(clubHash)}/people/imports`;
  return importHash ? `${base}/${encodeURIComponent(importHash)}` : base;
}

/** GET /api/clubs/{clubHash}/people/imports/{importHash} (manager): one import session. */
export function getPeopleImport(clubHash: string, importHash: string, signal?: AbortSignal): Promise<PeopleImport> {
  return apiRequest<PeopleImport>(peopleImportPath(clubHash, importHash), { signal });
}

export function peopleImportQueryOptions(clubHash: string, importHash: string) {
  return queryOptions({
    // Not under ['clubs', clubHash, 'people']: refreshing the lists must not reload the wizard.
    queryKey: ['clubs', clubHash, 'people-imports', importHash],
    queryFn: ({ signal }) => getPeopleImport(clubHash, importHash, signal),
    // A session changes only through this page's own calls, which write their answer here.
    staleTime: Infinity,
  });
}

export function usePeopleImport(clubHash: string, importHash: string | null) {
  return useQuery({ ...peopleImportQueryOptions(clubHash, importHash ?? ''), enabled: Boolean(importHash) });
}
