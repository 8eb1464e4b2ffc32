import type { Invitation } from '@tribuna/contract';
import { invitationUrl } from './invitation-token';
import type { InvitableRole, InvitationRow } from './invitations.repository';

/** `token` is the link's token when it could be unsealed ('' otherwise: the link cannot be shown). */
export function presentInvitation(row: InvitationRow, token: string | undefined, appUrl: string): Invitation {
  return {
    hash: row.publicId,
    role: row.role as InvitableRole,
    url: token ? invitationUrl(appUrl, token) : '',
    expiresAt: row.expiresAt.toISOString(),
    maxUses: row.maxUses,
    uses: row.uses,
    revoked: row.revokedAt !== null,
    accessController: row.accessController,
    createdAt: row.createdAt.toISOString(),
  };
}
