import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePersonBody, PersonDetail } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { peopleKeyPrefix, personQueryOptions } from './get-person';

/** POST /api/clubs/{clubHash}/people (managers): the server assigns qrIdentifier and membership number. */
export function createPerson(clubHash: string, body: CreatePersonBody): Promise<PersonDetail> {
  return apiRequest<PersonDetail>(`/api/clubs/${encodeURIComponent(clubHash)}/people`, { method: 'POST', body });
}

export function useCreatePerson(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePersonBody) => createPerson(clubHash, body),
    onSuccess: async (created) => {
      // The answer is the full detail: the person page opens without another request.
      queryClient.setQueryData(personQueryOptions(clubHash, created.id).queryKey, created);
      await queryClient.invalidateQueries({ queryKey: peopleKeyPrefix(clubHash) });
    },
  });
}
