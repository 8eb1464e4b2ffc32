import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PeopleImport } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { peopleImportPath, peopleImportQueryOptions } from './get-people-import';

export type CommittedImport = PeopleImport & { written: number };

/** POST …/people/imports/{importHash}/commit: writes every row not skipped, or none (409). */
export function commitPeopleImport(clubHash: string, importHash: string): Promise<CommittedImport> {
  return apiRequest<CommittedImport>(`${peopleImportPath(clubHash, importHash)}/commit`, { method: 'POST' });
}

export function useCommitPeopleImport(clubHash: string, importHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => commitPeopleImport(clubHash, importHash),
    onSuccess: async ({ written: _written, ...session }) => {
      queryClient.setQueryData(peopleImportQueryOptions(clubHash, importHash).queryKey, session);
      // Every people list, count and person page of the club now has new rows.
      await queryClient.invalidateQueries({ queryKey: ['clubs', clubHash, 'people'] });
    },
  });
}
