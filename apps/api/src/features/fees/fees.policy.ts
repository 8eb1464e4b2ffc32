import { needs, type ClubRules } from '../../lib/authz/policy';

/**
 * Fees (issue 23): those who run the club run seasons, plans, fees, charges and SEPA; the club's
 * people see and pay their own charges (and, with `children.care`, their children's: checked on
 * each charge by the member side).
 */
export const FEES_RULES = {
  /** Seasons, plans, fees, the charges table and its manual changes, reminders, SEPA. */
  manage: needs('club.run'),
  /** One's own charges (and one's children's), paying them, receipts, one's mandates. */
  own: needs('club.belong'),
} as const satisfies ClubRules;
