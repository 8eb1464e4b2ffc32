import type { ClubRole } from '@tribuna/contract';
import { errors } from '../../lib/errors';

/** What a rule may look at: the caller's admin flag and roles in the club at hand. */
export type MemberCardSubject = { admin: boolean; roles: readonly ClubRole[] };
type Rule = (subject: MemberCardSubject) => boolean;

/**
 * Who may see which club cards (My ID). One line per action; the authorization matrix test
 * (src/test/authorization-matrix.test.ts) checks the routes obey it. Only one's own card and
 * one's children's: an admin without a profile in the club has no card there.
 */
export const MEMBER_CARD_RULES = {
  readOwn: (s) => s.roles.length > 0,
  readChildren: (s) => s.roles.includes('guardian'),
} as const satisfies Record<string, Rule>;

export type MemberCardAction = keyof typeof MEMBER_CARD_RULES;

/** Throws FORBIDDEN unless the rule allows the action. */
export function authorize(subject: MemberCardSubject, action: MemberCardAction): void {
  if (!MEMBER_CARD_RULES[action](subject)) throw errors.forbidden();
}
