import type { ClubRole } from '@tribuna/contract';
import { errors } from '../../lib/errors';

/** What a rule may look at: the caller's admin flag and roles in the club at hand. */
export type OnboardingSubject = { admin: boolean; roles: readonly ClubRole[] };
type Rule = (subject: OnboardingSubject) => boolean;

const admin: Rule = (s) => s.admin;
const manager: Rule = (s) => s.roles.includes('manager');

/**
 * Who may do what in club onboarding. One line per action; the authorization matrix test
 * (src/test/authorization-matrix.test.ts) checks the routes obey it.
 */
export const ONBOARDING_RULES = {
  /** Replace the club's logo. */
  uploadLogo: (s) => admin(s) || manager(s),
  /** See the club's manager access requests and approve or refuse them (admins as support). */
  decideAccessRequests: (s) => admin(s) || manager(s),
  /** Ask to become a manager: anyone signed in who is not one already. */
  requestAccess: (s) => !manager(s),
} as const satisfies Record<string, Rule>;

export type OnboardingAction = keyof typeof ONBOARDING_RULES;

/** Throws FORBIDDEN unless the rule allows the action. */
export function authorize(subject: OnboardingSubject, action: OnboardingAction): void {
  if (!ONBOARDING_RULES[action](subject)) throw errors.forbidden();
}
