import type { AccessRule } from '../../plugins/access.plugin';

/** A club's courts and rooms are run by its managers (and admins); its people may ask for a booking token. */
export const BOOKINGS_RULES = {
  /** Calendars, hours, prices, links and the agenda. */
  manage: (s) => s.admin || s.roles.includes('manager'),
  /** The booking token: any profile of the club (member price, members-only links); not an admin without one. */
  book: (s) => s.roles.length > 0,
} as const satisfies Record<string, AccessRule>;
