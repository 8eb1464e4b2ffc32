import { needs, type ClubRules } from '../../lib/authz/policy';

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
  read: needs('club.look'),
  /** Read the enabled feature codes. */
  readFeatures: needs('club.look'),
  /** List profiles: every member may, but only their own (and their children's)… */
  listProfiles: needs('club.look'),
  /** …unless they run the club. */
  listAllProfiles: needs('club.run'),
  /** List every club on the platform, not only one's own. */
  listAllClubs: needs('platform.run'),
} as const satisfies ClubRules;
