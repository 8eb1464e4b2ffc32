import type { AccessRule } from '../../plugins/access.plugin';

/** A club's shop is run by its managers (and admins); buyers read the published campaigns publicly. */
export const COMMERCE_RULES = {
  /** Campaigns, products, taxes; later orders, refunds and exports. */
  manage: (s) => s.admin || s.roles.includes('manager'),
} as const satisfies Record<string, AccessRule>;
