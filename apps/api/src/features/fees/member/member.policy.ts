import { needs, type ClubRules } from '../../../lib/authz/policy';

/**
 * The member's Payments page (issue 23 part 3): whoever reads the club as its people do. Each
 * charge and mandate is then checked against the caller's own people (themselves and their
 * children); a platform admin, who has none there, lists nobody's and reaches any by its hash
 * (support), which the club-level `fees.own` (club.belong) would refuse outright.
 */
export const FEES_MEMBER_RULES = {
  mine: needs('club.look'),
} as const satisfies ClubRules;
