import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PEOPLE_ROUTES, type CreatePersonBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { personQueryOptions } from './get-person';
import { peopleKeys } from './people-keys';

/** POST /api/clubs/{clubHash}/people (managers): the server assigns qrIdentifier and membership number. */
export function createPerson(clubHash: string, body: CreatePersonBody) {
  return callApi(PEOPLE_ROUTES.create, { params: { clubHash }, body });
}

export function useCreatePerson(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePersonBody) => createPerson(clubHash, body),
    onSuccess: async (created) => {
      // The answer is the full detail: the person page opens without another request.
      queryClient.setQueryData(personQueryOptions(clubHash, created.id).queryKey, created);
      await queryClient.invalidateQueries({ queryKey: peopleKeys.lists(clubHash) });
    },
  });
}
