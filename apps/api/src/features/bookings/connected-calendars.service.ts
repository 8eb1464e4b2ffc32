import type { BookingCalendar } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { BOOKING_TABLES } from './booking-tables';
import type { Data } from '../../repositories';
import type { CalendarRow } from './bookings.repository';
import { presentCalendar } from './bookings.presenter';
import { busyTimesOf, fetchFeed } from './external-feed';

/**
 * Connected calendars (issue 13 part 7), the incoming half: a calendar subscribed to an external
 * ICS feed has its busy times replaced by the feed's at every refresh (a manual one, or the
 * scheduler's every 15 minutes). A feed that cannot be read keeps the last busy times and says
 * why on the calendar.
 */
export class ConnectedCalendarsService {
  constructor(
    private readonly data: Data,
    private readonly appUrl: string,
    private readonly read: (url: string) => Promise<string> = fetchFeed,
  ) {}

  async refreshOne(ctx: ClubRequestContext, calendarHash: string): Promise<BookingCalendar> {
    const row = await this.data.read.bookings.calendar(ctx.club.id, calendarHash);
    if (!row) throw errors.notFound();
    const refreshed = await this.refresh(row);
    return presentCalendar(refreshed, await this.data.read.bookings.openingRules([row.id]), this.appUrl);
  }

  /** Every connected calendar, one after the other (the scheduler's job). */
  async refreshAll(): Promise<number> {
    const rows = await this.data.read.bookings.calendarsWithExternalFeed();
    for (const row of rows) await this.refresh(row);
    return rows.length;
  }

  private async refresh(row: CalendarRow): Promise<CalendarRow> {
    if (!row.externalFeedUrl) return row;
    let busy;
    try {
      busy = busyTimesOf(await this.read(row.externalFeedUrl), new Date(Date.now() - 86_400_000));
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 200) : 'the feed could not be read';
      return this.data.writeOne(BOOKING_TABLES, (repos) =>
        repos.bookings.updateCalendar(row.id, { externalFeedCheckedAt: new Date(), externalFeedError: reason }),
      );
    }
    return this.data.write(BOOKING_TABLES, async (repos) => {
      await repos.bookings.replaceBusyTimes(row.id, busy);
      return repos.bookings.updateCalendar(row.id, { externalFeedCheckedAt: new Date(), externalFeedError: null });
    });
  }
}
