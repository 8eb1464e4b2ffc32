import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PEOPLE_IMPORT_ROUTES, type RouteResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { peopleImportQueryOptions } from './get-people-import';
import { clubPeopleKey } from './people-import-keys';

export type CommittedImport = RouteResponse<typeof PEOPLE_IMPORT_ROUTES.commit>;

/** POST …/people/imports/{importHash}/commit: writes every row not skipped, or none (409). */
export function commitPeopleImport(clubHash: string, importHash: string): Promise<CommittedImport> {
  return callApi(PEOPLE_IMPORT_ROUTES.commit, { params: { clubHash, importHash } });
}

export function useCommitPeopleImport(clubHash: string, importHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => commitPeopleImport(clubHash, importHash),
    onSuccess: async ({ written: _written, ...session }) => {
      queryClient.setQueryData(peopleImportQueryOptions(clubHash, importHash).queryKey, session);
      // Every people list, count and person page of the club now has new rows.
      await queryClient.invalidateQueries({ queryKey: clubPeopleKey(clubHash) });
    },
  });
}
