import { FAMILIES_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { peopleKeys, personPagesKey } from './people-keys';
import { useApiMutation } from '../../../lib/mutation';

/** DELETE /api/clubs/{clubHash}/people/{personHash}/guardians/{guardianHash}: unlinks one guardian. */
export function unlinkGuardian(clubHash: string, childHash: string, guardianHash: string) {
  return callApi(FAMILIES_ROUTES.removeGuardian, { params: { clubHash, personHash: childHash, guardianHash } });
}

export function useUnlinkGuardian(clubHash: string, childHash: string) {
  return useApiMutation({
    request: (guardianHash: string) => unlinkGuardian(clubHash, childHash, guardianHash),
    // Also after a failure (e.g. 404: someone else unlinked first) the page shows the truth.
    invalidates: () => [personPagesKey(clubHash), peopleKeys.lists(clubHash)],
    invalidateOnError: true,
  });
}
