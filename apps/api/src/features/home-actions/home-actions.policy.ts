import { needs, type ClubRules } from '../../lib/authz/policy';

/** The manager's things to act on (issue 25 part 1): those who run the club, an admin too. */
export const HOME_ACTIONS_RULES = {
  read: needs('club.run'),
} as const satisfies ClubRules;
