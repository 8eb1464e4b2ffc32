import type { AccessRule } from '../../plugins/access.plugin';

const managerOrAdmin: AccessRule = (s) => s.admin || s.roles.includes('manager');

/**
 * Who may do what with a club's people, one line per action. Routes name these actions
 * (`people.list`, `people.manageFamilies`… in the contract's route tables; the families and
 * import slices use the same table) and the access plugin checks them before the handler.
 * GET /api/people-group-by-club and GET /api/guardian/children need no rule: they only ever
 * read the caller's own profiles and children.
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
} as const satisfies Record<string, AccessRule>;
