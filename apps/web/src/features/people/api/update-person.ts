import { PEOPLE_ROUTES, type UpdatePersonBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { personQueryOptions } from './get-person';
import { peopleKeys, personPagesKey } from './people-keys';
import { useApiMutation } from '../../../lib/mutation';

/** PATCH /api/clubs/{clubHash}/people/{personHash} (merge-patch): edit, enable or disable. */
export function updatePerson(clubHash: string, personHash: string, body: UpdatePersonBody) {
  return callApi(PEOPLE_ROUTES.update, { params: { clubHash, personHash }, body });
}

export function useUpdatePerson(clubHash: string, personHash: string) {
  const ownPage = personQueryOptions(clubHash, personHash).queryKey;
  return useApiMutation({
    request: (body: UpdatePersonBody) => updatePerson(clubHash, personHash, body),
    update: (cache, updated) => cache.setQueryData(ownPage, updated),
    // Names and status also show on the lists and on related people's pages (this one is fresh).
    invalidates: () => [
      peopleKeys.lists(clubHash),
      { queryKey: personPagesKey(clubHash), predicate: (query) => query.queryKey[ownPage.length - 1] !== personHash },
    ],
  });
}
