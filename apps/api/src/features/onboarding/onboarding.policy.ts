import type { Actor } from '../../lib/authz/actor';
import { needs, type ClubRules } from '../../lib/authz/policy';
import { rolesGrant } from '../../lib/authz/roles';

/**
 * Who may do what in club onboarding, one line per action. Routes name these actions
 * (`onboarding.uploadLogo`, `onboarding.decideAccessRequests` in the contract's route table) and
 * the access plugin checks them; the authorization matrix test proves the routes obey them.
 */
export const ONBOARDING_RULES = {
  /** Replace the club's logo. */
  uploadLogo: needs('club.run'),
  /** See the club's manager access requests and approve or refuse them (admins as support). */
  decideAccessRequests: needs('club.run'),
} as const satisfies ClubRules;

/**
 * Ask to become a manager: anyone signed in whose profiles in the club do not run it already,
 * members of other clubs and admins included (the admin flag is not a profile of the club). The
 * route only needs a token and an existing club (clubAccess 'any'), so this rule is the
 * service's to check, not a named action.
 */
export const mayRequestManagerAccess = (actor: Actor): boolean => !rolesGrant(actor.roles, 'club.run');
