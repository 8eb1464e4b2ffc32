import { needs, type ClubRules } from '../../lib/authz/policy';

const runsClub = needs('club.run');

/**
 * Who may do what with a club's people, one line per action. Routes name these actions
 * (`people.list`, `people.manageFamilies`… in the contract's route tables; the families and
 * import slices use the same table) and the access plugin checks them before the handler.
 * GET /api/people-group-by-club and GET /api/guardian/children need no rule: they only ever
 * read the caller's own profiles and children.
 */
export const PEOPLE_RULES = {
  /** Partners, athletes and users lists, search, filters and export. */
  list: runsClub,
  read: runsClub,
  create: runsClub,
  /** Edit, enable and disable. */
  update: runsClub,
  /** Link and unlink guardians and children; hand an account over to a child come of age. */
  manageFamilies: runsClub,
  import: runsClub,
} as const satisfies ClubRules;
