import type { AccessRule } from '../../plugins/access.plugin';

/** The portal's components are set by the club's managers (and admins); visitors read the portal. */
export const PORTAL_RULES = {
  manage: (s) => s.admin || s.roles.includes('manager'),
} as const satisfies Record<string, AccessRule>;
