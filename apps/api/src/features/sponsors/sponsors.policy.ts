import type { AccessRule } from '../../plugins/access.plugin';

/** Managing a club's sponsors is for its managers (and admins); reading them is public. */
export const SPONSORS_RULES = {
  /** Create, edit, reorder and remove sponsors; upload logos; read the clicks. */
  manage: (s) => s.admin || s.roles.includes('manager'),
} as const satisfies Record<string, AccessRule>;
