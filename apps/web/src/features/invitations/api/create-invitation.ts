import { INVITATIONS_ROUTES, type INVITABLE_ROLES, type Invitation } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { invitationKeys } from './invitation-keys';
import { useApiMutation } from '../../../lib/mutation';

export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** What the form sends (the contract's CreateInvitationBodySchema). */
export interface CreateInvitationInput {
  role: InvitableRole;
  expiresAt: string;
  maxUses: number | null;
}

/** POST /api/clubs/{clubHash}/invitations (manager): a new link for one profile type. */
export function createInvitation(clubHash: string, body: CreateInvitationInput): Promise<Invitation> {
  return callApi(INVITATIONS_ROUTES.create, { params: { clubHash }, body });
}

export function useCreateInvitation(clubHash: string) {
  return useApiMutation({
    request: (body: CreateInvitationInput) => createInvitation(clubHash, body),
    invalidates: () => [invitationKeys.lists(clubHash)],
  });
}
