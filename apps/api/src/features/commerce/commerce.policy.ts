import { needs, type ClubRules } from '../../lib/authz/policy';

/** A club's shop is run by those who run the club; buyers read the published campaigns publicly. */
export const COMMERCE_RULES = {
  /** Campaigns, products, taxes; later orders, refunds and exports. */
  manage: needs('club.run'),
} as const satisfies ClubRules;
