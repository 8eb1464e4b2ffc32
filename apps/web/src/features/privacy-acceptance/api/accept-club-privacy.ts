import { CLUB_SETTINGS_ROUTES, type AcceptClubPrivacyBody, type ClubPrivacyStatus } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubPrivacyQueryOptions } from './get-club-privacy';
import { useApiMutation } from '../../../lib/mutation';

/** POST /api/clubs/{clubHash}/privacy/accept: the versions read; 409 when a newer one exists. */
export function acceptClubPrivacy(clubHash: string, body: AcceptClubPrivacyBody): Promise<ClubPrivacyStatus> {
  return callApi(CLUB_SETTINGS_ROUTES.acceptPrivacy, { params: { clubHash }, body });
}

export function useAcceptClubPrivacy(clubHash: string) {
  return useApiMutation({
    request: (body: AcceptClubPrivacyBody) => acceptClubPrivacy(clubHash, body),
    // The answer is the new status (nothing left to accept): the gate closes without a reload.
    update: (cache, status) => cache.setQueryData(clubPrivacyQueryOptions(clubHash).queryKey, status),
  });
}
