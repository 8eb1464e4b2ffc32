import type { AccessRule, AccessSubject } from '../../plugins/access.plugin';

const admin: AccessRule = (s) => s.admin;
const manager: AccessRule = (s) => s.roles.includes('manager');

/**
 * Who may do what in club onboarding, one line per action. Routes name these actions
 * (`onboarding.uploadLogo`, `onboarding.decideAccessRequests` in the contract's route table) and
 * the access plugin checks them; the authorization matrix test proves the routes obey them.
 */
export const ONBOARDING_RULES = {
  /** Replace the club's logo. */
  uploadLogo: (s) => admin(s) || manager(s),
  /** See the club's manager access requests and approve or refuse them (admins as support). */
  decideAccessRequests: (s) => admin(s) || manager(s),
} as const satisfies Record<string, AccessRule>;

/**
 * Ask to become a manager: anyone signed in who is not one already, members of other clubs
 * included. The route only needs a token and an existing club (clubAccess 'any'), so this "not
 * the club's own managers" rule is the service's to check, not a named action.
 */
export const mayRequestManagerAccess = (s: AccessSubject): boolean => !manager(s);
