import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PEOPLE_IMPORT_ROUTES, type UpdatePeopleImportBody } from '@tribuna/contract';
import { useRef } from 'react';
import { callApi } from '../../../lib/api-route';
import { peopleImportQueryOptions } from './get-people-import';

/** PATCH …/people/imports/{importHash} (merge-patch): mapping, type and skipped rows; checks every row. */
export function updatePeopleImport(clubHash: string, importHash: string, body: UpdatePeopleImportBody) {
  return callApi(PEOPLE_IMPORT_ROUTES.update, { params: { clubHash, importHash }, body });
}

/**
 * Each change of the mapping sends a PATCH; only the answer to the latest one is kept, so a
 * slow earlier answer never overwrites the report of the mapping on screen.
 */
export function useUpdatePeopleImport(clubHash: string, importHash: string) {
  const queryClient = useQueryClient();
  const latest = useRef(0);
  return useMutation({
    mutationFn: async (body: UpdatePeopleImportBody) => {
      const call = ++latest.current;
      const updated = await updatePeopleImport(clubHash, importHash, body);
      if (call === latest.current) queryClient.setQueryData(peopleImportQueryOptions(clubHash, importHash).queryKey, updated);
      return updated;
    },
  });
}
