import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingBusyTimes, bookingCalendars } from '../../db/schema';
import type { BusyInterval, CalendarRow } from './booking-rows';

/** The busy times connected calendars read from their external feeds. */
export class BusyTimesRepository {
  constructor(private readonly db: Db) {}

  /** Every calendar reading an external feed, in every club (the scheduler's job), the least recently read first (never read: first of all). */
  calendarsWithExternalFeed(): Promise<CalendarRow[]> {
    return this.db
      .select()
      .from(bookingCalendars)
      .where(sql`${bookingCalendars.externalFeedUrl} is not null`)
      .orderBy(sql`${bookingCalendars.externalFeedCheckedAt} asc nulls first`, asc(bookingCalendars.id));
  }

  /** The club's calendars among `ids` (busy times carry no club of their own). */
  private inClub(clubId: number, calendarIds: readonly number[]) {
    return this.db
      .select({ id: bookingCalendars.id })
      .from(bookingCalendars)
      .where(and(eq(bookingCalendars.clubId, clubId), inArray(bookingCalendars.id, [...calendarIds])));
  }

  /** External busy times of some of the club's calendars overlapping [from, to). */
  busy(clubId: number, calendarIds: readonly number[], from: Date, to: Date): Promise<BusyInterval[]> {
    if (!calendarIds.length) return Promise.resolve([]);
    return this.db
      .select({ calendarId: bookingBusyTimes.calendarId, startAt: bookingBusyTimes.startAt, endAt: bookingBusyTimes.endAt })
      .from(bookingBusyTimes)
      .where(
        and(
          inArray(bookingBusyTimes.calendarId, this.inClub(clubId, calendarIds)),
          lt(bookingBusyTimes.startAt, to),
          gt(bookingBusyTimes.endAt, from),
        ),
      );
  }

  async replace(clubId: number, calendarId: number, busy: { startAt: Date; endAt: Date; summary: string }[]): Promise<void> {
    if (!(await this.inClub(clubId, [calendarId])).length) throw new Error('calendar of another club');
    await this.db.delete(bookingBusyTimes).where(eq(bookingBusyTimes.calendarId, calendarId));
    for (let i = 0; i < busy.length; i += 500) {
      await this.db.insert(bookingBusyTimes).values(busy.slice(i, i + 500).map((b) => ({ calendarId, ...b })));
    }
  }
}
