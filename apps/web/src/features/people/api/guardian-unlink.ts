import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GuardianList } from './guardian-link';
import { peopleKeyPrefix, personKeyPrefix } from './get-person';

/** DELETE /api/clubs/{clubHash}/people/{personHash}/guardians/{guardianHash}: unlinks one guardian. */
export function unlinkGuardian(clubHash: string, childHash: string, guardianHash: string): Promise<GuardianList> {
  const base = `/api/clubs/${encodeURIComponent(clubHash)}/people/${encodeURIComponent(childHash)}`;
  return apiRequest<GuardianList>(`${base}/guardians/${encodeURIComponent(guardianHash)}`, { method: 'DELETE' });
}

export function useUnlinkGuardian(clubHash: string, childHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianHash: string) => unlinkGuardian(clubHash, childHash, guardianHash),
    // Also after a failure (e.g. 404: someone else unlinked first) the page shows the truth.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personKeyPrefix(clubHash) }),
        queryClient.invalidateQueries({ queryKey: peopleKeyPrefix(clubHash) }),
      ]),
  });
}
