import type { AccessRule } from '../../plugins/access.plugin';

const admin: AccessRule = (s) => s.admin;
const manager: AccessRule = (s) => s.roles.includes('manager');
const member: AccessRule = (s) => s.roles.length > 0;

/**
 * Who may do what with a club's settings, policies and features, one line per action. Routes
 * name these actions (`clubSettings.manage`… in the contract's CLUB_SETTINGS_ROUTES) and the
 * access plugin checks them; the authorization matrix test proves the routes obey them.
 */
export const CLUB_SETTINGS_RULES = {
  /** Administration → Settings: read and change. */
  manage: (s) => admin(s) || manager(s),
  /** Read the club's privacy policy and terms, and whether one must accept them. */
  readPolicies: (s) => admin(s) || member(s),
  /** Accept them: only people of the club (an admin has nothing to accept there). */
  acceptPolicies: member,
  /** See and switch the club's feature codes: platform admins only. */
  switchFeatures: admin,
} as const satisfies Record<string, AccessRule>;
