import { needs, type ClubRules } from '../../lib/authz/policy';

/**
 * Who may do what with a club's teams, one line per action. Routes name these actions
 * (`teams.read`, `teams.manage` in the contract's route table) and the access plugin checks
 * them; the authorization matrix test proves the routes obey them. Members reading their own
 * teams comes later (issue 4 covers the manager pages only).
 */
export const TEAMS_RULES = {
  /** List teams and read one with its roster. */
  read: needs('club.run'),
  /** Create, edit and delete teams; change rosters. */
  manage: needs('club.run'),
} as const satisfies ClubRules;
