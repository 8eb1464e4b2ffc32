import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptClubPrivacyBody, ClubPrivacyStatus } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { clubPrivacyQueryOptions } from './get-club-privacy';

/** POST /api/clubs/{clubHash}/privacy/accept: the versions read; 409 when a newer one exists. */
export function acceptClubPrivacy(clubHash: string, body: AcceptClubPrivacyBody): Promise<ClubPrivacyStatus> {
  return apiRequest<ClubPrivacyStatus>(`/api/clubs/${encodeURIComponent(clubHash)}/privacy/accept`, { method: 'POST', body });
}

export function useAcceptClubPrivacy(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptClubPrivacyBody) => acceptClubPrivacy(clubHash, body),
    // The answer is the new status (nothing left to accept): the gate closes without a reload.
    onSuccess: (status) => queryClient.setQueryData(clubPrivacyQueryOptions(clubHash).queryKey, status),
  });
}
