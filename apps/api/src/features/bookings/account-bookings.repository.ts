import { and, asc, eq, exists, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingCalendars, bookingLinkGroups, bookings } from '../../db/schema';

/** Whose bookings: made with one of the account's profiles, or with its address while confirmed. */
export type BookingsAccount = { confirmedEmail: string | null; profileIds: readonly number[] };

/**
 * What the member's home reads of bookings, through bookings' public interface: one account's
 * coming bookings in a club, and the club's open booking links. Every query is scoped by club.
 */
export class AccountBookingsRepository {
  constructor(private readonly db: Db) {}

  /** Coming (not yet ended), not cancelled bookings of the account, soonest first. */
  async comingBookings(clubId: number, { confirmedEmail, profileIds }: BookingsAccount, now: Date, limit: number) {
    const mine: SQL[] = [];
    if (profileIds.length > 0) mine.push(inArray(bookings.profileId, [...profileIds]));
    if (confirmedEmail) mine.push(eq(bookings.bookerEmail, confirmedEmail));
    if (mine.length === 0) return [];
    return this.db
      .select({
        hash: bookings.publicId,
        startAt: bookings.startAt,
        endAt: bookings.endAt,
        status: bookings.status,
        amount: bookings.amount,
        currency: bookings.currency,
        calendarName: bookingCalendars.name,
        timeZone: bookingCalendars.timeZone,
      })
      .from(bookings)
      .innerJoin(bookingCalendars, eq(bookingCalendars.id, bookings.calendarId))
      .where(
        and(
          eq(bookings.clubId, clubId),
          eq(bookings.kind, 'booking'),
          ne(bookings.status, 'cancelled'),
          gte(bookings.endAt, now),
          or(...mine),
        ),
      )
      .orderBy(asc(bookings.startAt), asc(bookings.id))
      .limit(limit);
  }

  /** The club's enabled booking links that have a calendar, by name. */
  openLinks(clubId: number) {
    return this.db
      .select({ hash: bookingLinkGroups.publicId, name: bookingLinkGroups.name, audience: bookingLinkGroups.audience })
      .from(bookingLinkGroups)
      .where(
        and(
          eq(bookingLinkGroups.clubId, clubId),
          eq(bookingLinkGroups.enabled, true),
          exists(
            this.db
              .select({ id: bookingCalendars.id })
              .from(bookingCalendars)
              .where(and(eq(bookingCalendars.clubId, clubId), sql`${bookingCalendars.id} = any(${bookingLinkGroups.calendarIds})`)),
          ),
        ),
      )
      .orderBy(asc(bookingLinkGroups.name), asc(bookingLinkGroups.id));
  }
}
