import type { AccessRule } from '../../plugins/access.plugin';

const admin: AccessRule = (s) => s.admin;
const member: AccessRule = (s) => s.roles.length > 0;
const manager: AccessRule = (s) => s.roles.includes('manager');

/**
 * Who may do what with a club, one line per action. Routes name these actions (`clubs.readFeatures`,
 * `clubs.listProfiles` in the contract's route table) and the access plugin checks them; the
 * others decide how much a service shows. The authorization matrix test
 * (src/test/authorization-matrix.test.ts) checks the routes obey them.
 */
export const CLUBS_RULES = {
  /**
   * Read the club's detail (older shape: company name, enabled features, privacy settings).
   * Anyone else, with or without a token, reads only the public fields (presentPublicClub).
   */
  read: (s) => admin(s) || member(s),
  /** Read the enabled feature codes. */
  readFeatures: (s) => admin(s) || member(s),
  /** List profiles: every member may, but only their own (and their children's)… */
  listProfiles: (s) => admin(s) || member(s),
  /** …unless they manage the club. */
  listAllProfiles: (s) => admin(s) || manager(s),
  /** List every club on the platform, not only one's own. */
  listAllClubs: admin,
} as const satisfies Record<string, AccessRule>;
