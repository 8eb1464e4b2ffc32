import type { ClubRole } from '@tribuna/contract';
import { errors } from '../../lib/errors';

/** What a rule may look at: the caller's admin flag and roles in the club at hand. */
export type ClubSettingsSubject = { admin: boolean; roles: readonly ClubRole[] };
type Rule = (subject: ClubSettingsSubject) => boolean;

const admin: Rule = (s) => s.admin;
const manager: Rule = (s) => s.roles.includes('manager');
const member: Rule = (s) => s.roles.length > 0;

/**
 * Who may do what with a club's settings, policies and features. One line per action; the
 * authorization matrix test (src/test/authorization-matrix.test.ts) checks the routes obey it.
 */
export const CLUB_SETTINGS_RULES = {
  /** Administration → Settings: read and change. */
  manageSettings: (s) => admin(s) || manager(s),
  /** Read the club's privacy policy and terms, and whether one must accept them. */
  readPolicies: (s) => admin(s) || member(s),
  /** Accept them: only people of the club (an admin has nothing to accept there). */
  acceptPolicies: member,
  /** See and switch the club's feature codes: platform admins only. */
  switchFeatures: admin,
} as const satisfies Record<string, Rule>;

export type ClubSettingsAction = keyof typeof CLUB_SETTINGS_RULES;

/** Throws FORBIDDEN unless the rule allows the action. */
export function authorize(subject: ClubSettingsSubject, action: ClubSettingsAction): void {
  if (!CLUB_SETTINGS_RULES[action](subject)) throw errors.forbidden();
}
