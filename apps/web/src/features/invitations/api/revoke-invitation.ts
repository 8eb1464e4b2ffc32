import { INVITATIONS_ROUTES, type Invitation } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { invitationKeys } from './invitation-keys';
import { useApiMutation } from '../../../lib/mutation';

/** DELETE /api/clubs/{clubHash}/invitations/{hash} (manager): the link stops working at once. */
export function revokeInvitation(clubHash: string, hash: string): Promise<Invitation> {
  return callApi(INVITATIONS_ROUTES.revoke, { params: { clubHash, invitationHash: hash } });
}

export function useRevokeInvitation(clubHash: string) {
  return useApiMutation({
    request: (hash: string) => revokeInvitation(clubHash, hash),
    invalidates: () => [invitationKeys.lists(clubHash)],
    invalidateOnError: true,
  });
}
