import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invitationsQueryOptions } from './get-invitations';

/** DELETE /api/clubs/{clubHash}/invitations/{hash} (manager): the link stops working at once. */
export function revokeInvitation(clubHash: string, hash: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/clubs/${encodeURIComponent(clubHash)}/invitations/${encodeURIComponent(hash)}`, { method: 'DELETE' });
}

export function useRevokeInvitation(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hash: string) => revokeInvitation(clubHash, hash),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(clubHash).queryKey }),
  });
}
