import { PEOPLE_IMPORT_ROUTES, type UpdatePeopleImportBody } from '@tribuna/contract';
import { useRef } from 'react';
import { callApi } from '../../../lib/api-route';
import { peopleImportQueryOptions } from './get-people-import';
import { useApiMutation } from '../../../lib/mutation';

/** PATCH …/people/imports/{importHash} (merge-patch): mapping, type and skipped rows; checks every row. */
export function updatePeopleImport(clubHash: string, importHash: string, body: UpdatePeopleImportBody) {
  return callApi(PEOPLE_IMPORT_ROUTES.update, { params: { clubHash, importHash }, body });
}

/**
 * Each change of the mapping sends a PATCH; only the answer to the latest one is kept, so a
 * slow earlier answer never overwrites the report of the mapping on screen.
 */
export function useUpdatePeopleImport(clubHash: string, importHash: string) {
  const latest = useRef<UpdatePeopleImportBody | null>(null);
  return useApiMutation({
    request: (body: UpdatePeopleImportBody) => {
      latest.current = body;
      return updatePeopleImport(clubHash, importHash, body);
    },
    // Only the latest change's answer is the session's state: an earlier one answering late is stale.
    update: (cache, updated, body) => {
      if (body === latest.current) cache.setQueryData(peopleImportQueryOptions(clubHash, importHash).queryKey, updated);
    },
  });
}
