import { needs, type ClubRules } from '../../lib/authz/policy';

/** Reviewing sign-ups and running activities is for those who run the club; the forms are public. */
export const JOINING_RULES = {
  /** Accept or refuse sign-ups, create activities, accept or refuse inscriptions. */
  manage: needs('club.run'),
} as const satisfies ClubRules;
