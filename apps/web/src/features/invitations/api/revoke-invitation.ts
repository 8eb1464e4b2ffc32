import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITATIONS_ROUTES, type Invitation } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { invitationKeys } from './invitation-keys';

/** DELETE /api/clubs/{clubHash}/invitations/{hash} (manager): the link stops working at once. */
export function revokeInvitation(clubHash: string, hash: string): Promise<Invitation> {
  return callApi(INVITATIONS_ROUTES.revoke, { params: { clubHash, invitationHash: hash } });
}

export function useRevokeInvitation(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hash: string) => revokeInvitation(clubHash, hash),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists(clubHash) }),
  });
}
