import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAMILIES_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { peopleKeys, personPagesKey } from './people-keys';

/** POST /api/clubs/{clubHash}/people/{personHash}/guardians: links a guardian profile to the child. */
export function linkGuardian(clubHash: string, childHash: string, guardianHash: string) {
  return callApi(FAMILIES_ROUTES.addGuardian, { params: { clubHash, personHash: childHash }, body: { guardian: guardianHash } });
}

export function useLinkGuardian(clubHash: string, childHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianHash: string) => linkGuardian(clubHash, childHash, guardianHash),
    // The child's page and the guardian's page (their children) both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personPagesKey(clubHash) }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.lists(clubHash) }),
      ]),
  });
}
