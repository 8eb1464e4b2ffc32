import { needs, type ClubRules } from '../../lib/authz/policy';

/**
 * The member's and guardian's home (issue 21 item 5): any profile of the club reads its own
 * orders, bookings and the club's booking links; an admin without a profile there has no home.
 */
export const MEMBER_HOME_RULES = {
  read: needs('club.belong'),
} as const satisfies ClubRules;
