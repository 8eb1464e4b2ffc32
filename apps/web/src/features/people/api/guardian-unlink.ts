import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAMILIES_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { peopleKeys, personPagesKey } from './people-keys';

/** DELETE /api/clubs/{clubHash}/people/{personHash}/guardians/{guardianHash}: unlinks one guardian. */
export function unlinkGuardian(clubHash: string, childHash: string, guardianHash: string) {
  return callApi(FAMILIES_ROUTES.removeGuardian, { params: { clubHash, personHash: childHash, guardianHash } });
}

export function useUnlinkGuardian(clubHash: string, childHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianHash: string) => unlinkGuardian(clubHash, childHash, guardianHash),
    // Also after a failure (e.g. 404: someone else unlinked first) the page shows the truth.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personPagesKey(clubHash) }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.lists(clubHash) }),
      ]),
  });
}
