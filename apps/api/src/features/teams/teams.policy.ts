import type { AccessRule } from '../../plugins/access.plugin';

const admin: AccessRule = (s) => s.admin;
const manager: AccessRule = (s) => s.roles.includes('manager');

/**
 * Who may do what with a club's teams, one line per action. Routes name these actions
 * (`teams.read`, `teams.manage` in the contract's route table) and the access plugin checks
 * them; the authorization matrix test proves the routes obey them. Members reading their own
 * teams comes later (issue 4 covers the manager pages only).
 */
export const TEAMS_RULES = {
  /** List teams and read one with its roster. */
  read: (s) => admin(s) || manager(s),
  /** Create, edit and delete teams; change rosters. */
  manage: (s) => admin(s) || manager(s),
} as const satisfies Record<string, AccessRule>;
