import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonSummary } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { peopleKeyPrefix, personKeyPrefix } from './get-person';

export interface GuardianList {
  guardians: PersonSummary[];
}

/** POST /api/clubs/{clubHash}/people/{personHash}/guardians: links a guardian profile to the child. */
export function linkGuardian(clubHash: string, childHash: string, guardianHash: string): Promise<GuardianList> {
  return apiRequest<GuardianList>(`/api/clubs/${encodeURIComponent(clubHash)}/people/${encodeURIComponent(childHash)}/guardians`, {
    method: 'POST',
    body: { guardian: guardianHash },
  });
}

export function useLinkGuardian(clubHash: string, childHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianHash: string) => linkGuardian(clubHash, childHash, guardianHash),
    // The child's page and the guardian's page (their children) both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personKeyPrefix(clubHash) }),
        queryClient.invalidateQueries({ queryKey: peopleKeyPrefix(clubHash) }),
      ]),
  });
}
