import type { ClubRole } from '@tribuna/contract';
import { errors } from '../../lib/errors';

export type PeopleSubject = { admin: boolean; roles: readonly ClubRole[] };
type Rule = (subject: PeopleSubject) => boolean;

const managerOrAdmin: Rule = (s) => s.admin || s.roles.includes('manager');

/**
 * Who may do what with a club's people. The families and import slices use the same table.
 * GET /api/people-group-by-club needs no rule: it only ever reads the caller's own profiles.
 */
export const PEOPLE_RULES = {
  /** Partners, athletes and users lists, search, filters and export. */
  list: managerOrAdmin,
  read: managerOrAdmin,
  create: managerOrAdmin,
  /** Edit, enable and disable. */
  update: managerOrAdmin,
  /** Link and unlink guardians and children; hand an account over to a child come of age. */
  manageFamilies: managerOrAdmin,
  import: managerOrAdmin,
} as const satisfies Record<string, Rule>;

export type PeopleAction = keyof typeof PEOPLE_RULES;

export function authorize(subject: PeopleSubject, action: PeopleAction): void {
  if (!PEOPLE_RULES[action](subject)) throw errors.forbidden();
}
