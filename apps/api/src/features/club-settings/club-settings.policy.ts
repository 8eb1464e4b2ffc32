import { needs, type ClubRules } from '../../lib/authz/policy';

/**
 * Who may do what with a club's settings, policies and features, one line per action. Routes
 * name these actions (`clubSettings.manage`… in the contract's CLUB_SETTINGS_ROUTES) and the
 * access plugin checks them; the authorization matrix test proves the routes obey them.
 */
export const CLUB_SETTINGS_RULES = {
  /** Administration → Settings: read and change. */
  manage: needs('club.run'),
  /** Read the club's privacy policy and terms, and whether one must accept them. */
  readPolicies: needs('club.look'),
  /** Accept them: only people of the club (an admin has nothing to accept there). */
  acceptPolicies: needs('club.belong'),
  /** See and switch the club's feature codes: platform admins only. */
  switchFeatures: needs('platform.run'),
} as const satisfies ClubRules;
