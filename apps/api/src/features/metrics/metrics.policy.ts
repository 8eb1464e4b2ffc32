import { needs, type ClubRules } from '../../lib/authz/policy';

/**
 * Club metrics (issue 25 part 1): the figures of the whole club (money, people, messages) are for
 * those who run it, and so is asking for a fresh computation.
 */
export const METRICS_RULES = {
  /** The overview and its drill-down lists. */
  read: needs('club.run'),
  /** "Refresh now" (at most once per cooldown per club). */
  refresh: needs('club.run'),
} as const satisfies ClubRules;
