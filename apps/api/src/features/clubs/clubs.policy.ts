import type { ClubRole } from '@tribuna/contract';
import { errors } from '../../lib/errors';

/** What a rule may look at: the caller's admin flag and roles in the club at hand. */
export type ClubSubject = { admin: boolean; roles: readonly ClubRole[] };
type Rule = (subject: ClubSubject) => boolean;

const admin: Rule = (s) => s.admin;
const member: Rule = (s) => s.roles.length > 0;
const role =
  (...roles: ClubRole[]): Rule =>
  (s) =>
    s.roles.some((r) => roles.includes(r));
const anyOf =
  (...rules: Rule[]): Rule =>
  (s) =>
    rules.some((rule) => rule(s));

/**
 * Who may do what with a club. One line per action; the authorization matrix test
 * (src/test/authorization-matrix.test.ts) checks the routes obey it.
 */
export const CLUB_RULES = {
  /**
   * Read the club's detail (older shape: company name, enabled features, privacy settings).
   * Anyone else, with or without a token, reads only the public fields (presentPublicClub).
   */
  read: anyOf(admin, member),
  /** Read the enabled feature codes. */
  readFeatures: anyOf(admin, member),
  /** List profiles: every member may, but only their own (and their children's)… */
  listProfiles: anyOf(admin, member),
  /** …unless they manage the club. */
  listAllProfiles: anyOf(admin, role('manager')),
  /** List every club on the platform, not only one's own. */
  listAllClubs: admin,
} as const satisfies Record<string, Rule>;

export type ClubAction = keyof typeof CLUB_RULES;

export const can = (subject: ClubSubject, action: ClubAction) => CLUB_RULES[action](subject);

/** Throws FORBIDDEN unless the rule allows the action. */
export function authorize(subject: ClubSubject, action: ClubAction): void {
  if (!can(subject, action)) throw errors.forbidden();
}
