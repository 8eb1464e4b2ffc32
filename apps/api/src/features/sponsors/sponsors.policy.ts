import { needs, type ClubRules } from '../../lib/authz/policy';

/** Managing a club's sponsors is for those who run it; reading them is public. */
export const SPONSORS_RULES = {
  /** Create, edit, reorder and remove sponsors; upload logos; read the clicks. */
  manage: needs('club.run'),
} as const satisfies ClubRules;
