import { errors } from '../../lib/errors';
import type { BookingsData } from './bookings.data';
import { bookingIcs, calendarFeedIcs } from './ics';
import type { PublicBookingDeps } from './public-link';

/** The calendar files: one booking's .ics, and a calendar's private feed (the last 30 days onwards). */
export class PublicIcsService {
  constructor(
    private readonly data: BookingsData,
    private readonly deps: Pick<PublicBookingDeps, 'tokens' | 'appUrl' | 'now'>,
  ) {}

  async ics(bookingHash: string): Promise<string> {
    const repos = this.data.read;
    const row = await repos.bookings.byHash(bookingHash);
    if (!row || row.kind !== 'booking') throw errors.notFound();
    const club = await repos.directory.club(row.clubId);
    const calendar = await repos.calendars.byId(row.clubId, row.calendarId);
    return bookingIcs({
      booking: row,
      calendar,
      clubName: club.name,
      uid: this.deps.tokens.eventUid(row.id),
      url: `${this.deps.appUrl}/bookings/${row.publicId}`,
    });
  }

  async feed(feedToken: string): Promise<string> {
    const repos = this.data.read;
    const calendar = await repos.calendars.byFeedToken(feedToken);
    if (!calendar) throw errors.notFound();
    const club = await repos.directory.club(calendar.clubId);
    const since = new Date(this.deps.now().getTime() - 30 * 86_400_000);
    const rows = await repos.bookings.calendarBookingsSince(calendar.clubId, calendar.id, since);
    return calendarFeedIcs(calendar, club.name, rows, (booking) => this.deps.tokens.eventUid(booking.id));
  }
}
