import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLUB_SETTINGS_ROUTES, type AcceptClubPrivacyBody, type ClubPrivacyStatus } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubPrivacyQueryOptions } from './get-club-privacy';

/** POST /api/clubs/{clubHash}/privacy/accept: the versions read; 409 when a newer one exists. */
export function acceptClubPrivacy(clubHash: string, body: AcceptClubPrivacyBody): Promise<ClubPrivacyStatus> {
  return callApi(CLUB_SETTINGS_ROUTES.acceptPrivacy, { params: { clubHash }, body });
}

export function useAcceptClubPrivacy(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptClubPrivacyBody) => acceptClubPrivacy(clubHash, body),
    // The answer is the new status (nothing left to accept): the gate closes without a reload.
    onSuccess: (status) => queryClient.setQueryData(clubPrivacyQueryOptions(clubHash).queryKey, status),
  });
}
