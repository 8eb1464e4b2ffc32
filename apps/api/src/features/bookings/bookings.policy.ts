import { needs, type ClubRules } from '../../lib/authz/policy';

/** A club's courts and rooms are run by those who run the club; its people may ask for a booking token. */
export const BOOKINGS_RULES = {
  /** Calendars, hours, prices, links and the agenda. */
  manage: needs('club.run'),
  /** The booking token: any profile of the club (member price, members-only links); not an admin without one. */
  book: needs('club.belong'),
} as const satisfies ClubRules;
