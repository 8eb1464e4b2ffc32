import type { ClubRole } from '@tribuna/contract';
import { errors } from '../../lib/errors';

/** What a rule may look at: the caller's admin flag and roles in the club at hand. */
export type TeamsSubject = { admin: boolean; roles: readonly ClubRole[] };
type Rule = (subject: TeamsSubject) => boolean;

const admin: Rule = (s) => s.admin;
const manager: Rule = (s) => s.roles.includes('manager');

/**
 * Who may do what with a club's teams. One line per action; the authorization matrix test
 * (src/test/authorization-matrix.test.ts) checks the routes obey it. Members reading their own
 * teams comes later (issue 4 covers the manager pages only).
 */
export const TEAMS_RULES = {
  /** List teams and read one with its roster. */
  read: (s) => admin(s) || manager(s),
  /** Create, edit and delete teams; change rosters. */
  manage: (s) => admin(s) || manager(s),
} as const satisfies Record<string, Rule>;

export type TeamsAction = keyof typeof TEAMS_RULES;

/** Throws FORBIDDEN unless the rule allows the action. */
export function authorize(subject: TeamsSubject, action: TeamsAction): void {
  if (!TEAMS_RULES[action](subject)) throw errors.forbidden();
}
