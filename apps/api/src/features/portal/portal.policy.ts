import { needs, type ClubRules } from '../../lib/authz/policy';

/** The portal's components are set by those who run the club; visitors read the portal. */
export const PORTAL_RULES = {
  manage: needs('club.run'),
} as const satisfies ClubRules;
