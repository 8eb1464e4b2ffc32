import { needs, type ClubRules } from '../../lib/authz/policy';

/**
 * Who may see which club cards (My ID), one line per action. Routes name these actions
 * (`memberCard.readOwn`, `memberCard.readChildren` in the contract's MEMBER_CARD_ROUTES) and the
 * access plugin checks them; the authorization matrix test proves the routes obey them. Only
 * one's own card and one's children's: an admin without a profile in the club has no card there.
 */
export const MEMBER_CARD_RULES = {
  readOwn: needs('club.belong'),
  readChildren: needs('children.care'),
} as const satisfies ClubRules;
