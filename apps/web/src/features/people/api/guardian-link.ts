import { FAMILIES_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { peopleKeys, personPagesKey } from './people-keys';
import { useApiMutation } from '../../../lib/mutation';

/** POST /api/clubs/{clubHash}/people/{personHash}/guardians: links a guardian profile to the child. */
export function linkGuardian(clubHash: string, childHash: string, guardianHash: string) {
  return callApi(FAMILIES_ROUTES.addGuardian, { params: { clubHash, personHash: childHash }, body: { guardian: guardianHash } });
}

export function useLinkGuardian(clubHash: string, childHash: string) {
  return useApiMutation({
    request: (guardianHash: string) => linkGuardian(clubHash, childHash, guardianHash),
    // The child's page and the guardian's page (their children) both change.
    invalidates: () => [personPagesKey(clubHash), peopleKeys.lists(clubHash)],
  });
}
