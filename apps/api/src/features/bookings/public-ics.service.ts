import { errors } from '../../lib/errors';
import type { Data } from '../../repositories';
import { bookingIcs, calendarFeedIcs } from './ics';
import type { PublicBookingDeps } from './public-link';

/** The calendar files: one booking's .ics, and a calendar's private feed (the last 30 days onwards). */
export class PublicIcsService {
  constructor(
    private readonly data: Data,
    private readonly deps: Pick<PublicBookingDeps, 'tokens' | 'appUrl' | 'now'>,
  ) {}

  async ics(bookingHash: string): Promise<string> {
    const repos = this.data.read;
    const row = await repos.bookings.byHash(bookingHash);
    if (!row || row.kind !== 'booking') throw errors.notFound();
    const club = await repos.bookings.club(row.clubId);
    const calendar = await repos.bookings.calendarById(row.calendarId);
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
    const calendar = await repos.bookings.calendarByFeedToken(feedToken);
    if (!calendar) throw errors.notFound();
    const club = await repos.bookings.club(calendar.clubId);
    const since = new Date(this.deps.now().getTime() - 30 * 86_400_000);
    const rows = await repos.bookings.calendarBookingsSince(calendar.id, since);
    return calendarFeedIcs(calendar, club.name, rows, (booking) => this.deps.tokens.eventUid(booking.id));
  }
}
