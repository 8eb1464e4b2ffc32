import { PEOPLE_IMPORT_ROUTES, type RouteResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { peopleImportQueryOptions } from './get-people-import';
import { clubPeopleKey } from './people-import-keys';
import { useApiMutation } from '../../../lib/mutation';

export type CommittedImport = RouteResponse<typeof PEOPLE_IMPORT_ROUTES.commit>;

/** POST …/people/imports/{importHash}/commit: writes every row not skipped, or none (409). */
export function commitPeopleImport(clubHash: string, importHash: string): Promise<CommittedImport> {
  return callApi(PEOPLE_IMPORT_ROUTES.commit, { params: { clubHash, importHash } });
}

export function useCommitPeopleImport(clubHash: string, importHash: string) {
  return useApiMutation({
    request: () => commitPeopleImport(clubHash, importHash),
    update: (cache, { written: _written, ...session }) =>
      cache.setQueryData(peopleImportQueryOptions(clubHash, importHash).queryKey, session),
    // Every people list, count and person page of the club now has new rows.
    invalidates: () => [clubPeopleKey(clubHash)],
  });
}
