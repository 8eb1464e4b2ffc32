import type { Invitation } from '@tribuna/contract';

export type InvitationStatus = 'active' | 'expired' | 'usedUp' | 'revoked';

/** What a link does today: revoked beats expired beats used up. */
export function invitationStatus(
  invitation: Pick<Invitation, 'revoked' | 'expiresAt' | 'uses' | 'maxUses'>,
  now = Date.now(),
): InvitationStatus {
  if (invitation.revoked) return 'revoked';
  if (Date.parse(invitation.expiresAt) <= now) return 'expired';
  if (invitation.maxUses !== null && invitation.uses >= invitation.maxUses) return 'usedUp';
  return 'active';
}

/** The full link to hand out: the API may answer a path (/clubs/onboarding?invitation=…) or a URL. */
export function absoluteInvitationUrl(url: string, origin = window.location.origin): string {
  return /^https?:\/\//i.test(url) ? url : new URL(url, origin).toString();
}
