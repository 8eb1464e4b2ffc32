import { PEOPLE_ROUTES, type CreatePersonBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { personQueryOptions } from './get-person';
import { peopleKeys } from './people-keys';
import { useApiMutation } from '../../../lib/mutation';

/** POST /api/clubs/{clubHash}/people (managers): the server assigns qrIdentifier and membership number. */
export function createPerson(clubHash: string, body: CreatePersonBody) {
  return callApi(PEOPLE_ROUTES.create, { params: { clubHash }, body });
}

export function useCreatePerson(clubHash: string) {
  return useApiMutation({
    request: (body: CreatePersonBody) => createPerson(clubHash, body),
    // The answer is the full detail: the person page opens without another request.
    update: (cache, created) => cache.setQueryData(personQueryOptions(clubHash, created.id).queryKey, created),
    invalidates: () => [peopleKeys.lists(clubHash)],
  });
}
