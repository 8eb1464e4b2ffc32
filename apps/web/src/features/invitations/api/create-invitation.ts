import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { INVITABLE_ROLES, Invitation } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { invitationsQueryOptions } from './get-invitations';

export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** The contract's CreateInvitationBodySchema, spelled out. */
export interface CreateInvitationInput {
  role: InvitableRole;
  expiresAt: string;
  maxUses: number | null;
}

/** POST /api/clubs/{clubHash}/invitations (manager): a new link for one profile type. */
export function createInvitation(clubHash: string, body: CreateInvitationInput): Promise<Invitation> {
  return apiRequest<Invitation>(`/api/clubs/${encodeURIComponent(clubHash)}/invitations`, { method: 'POST', body });
}

export function useCreateInvitation(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationInput) => createInvitation(clubHash, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(clubHash).queryKey }),
  });
}
