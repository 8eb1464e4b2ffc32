import type { AccessRule } from '../../plugins/access.plugin';

/**
 * Who may do what with invitation links. Routes name these actions (`invitations.manage` in the
 * contract's route table) and the access plugin checks them. Joining through a link needs no
 * rule here: holding a valid link is the permission (checked by the service).
 */
export const INVITATIONS_RULES = {
  /** Create, list and revoke the club's links: its managers, and admins as support. */
  manage: (s) => s.admin || s.roles.includes('manager'),
} as const satisfies Record<string, AccessRule>;
