import type { ClubRole } from '@tribuna/contract';
import { errors } from '../../lib/errors';

export type InvitationSubject = { admin: boolean; roles: readonly ClubRole[] };
type Rule = (subject: InvitationSubject) => boolean;

/**
 * Who may do what with invitation links. Joining through a link needs no rule here: holding a
 * valid link is the permission (checked by the service).
 */
export const INVITATION_RULES = {
  /** Create, list and revoke the club's links: its managers, and admins as support. */
  manage: (s) => s.admin || s.roles.includes('manager'),
} as const satisfies Record<string, Rule>;

export function authorize(subject: InvitationSubject, action: keyof typeof INVITATION_RULES): void {
  if (!INVITATION_RULES[action](subject)) throw errors.forbidden();
}
