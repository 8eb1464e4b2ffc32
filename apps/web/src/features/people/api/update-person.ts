import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonDetail, UpdatePersonBody } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { peopleKeyPrefix, personKeyPrefix, personQueryOptions } from './get-person';

/** PATCH /api/clubs/{clubHash}/people/{personHash} (merge-patch): edit, enable or disable. */
export function updatePerson(clubHash: string, personHash: string, body: UpdatePersonBody): Promise<PersonDetail> {
  return apiRequest<PersonDetail>(`/api/clubs/${encodeURIComponent(clubHash)}/people/${encodeURIComponent(personHash)}`, { method: 'PATCH', body });
}

export function useUpdatePerson(clubHash: string, personHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePersonBody) => updatePerson(clubHash, personHash, body),
    onSuccess: async (updated) => {
      queryClient.setQueryData(personQueryOptions(clubHash, personHash).queryKey, updated);
      // Names and status also show on the lists and on related people's pages.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeyPrefix(clubHash) }),
        queryClient.invalidateQueries({ queryKey: personKeyPrefix(clubHash), predicate: (query) => query.queryKey[3] !== personHash }),
      ]);
    },
  });
}
