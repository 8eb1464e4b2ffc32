import { errors } from '../../lib/errors';
import type { CardPayments } from '../../lib/payments/card-payments';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { BookingsData, BookingsRepositories } from './bookings.data';
import { awaitingCard, cancelForClub, paidByCard } from './booking-refunds';
import { inClub } from '../../lib/data/unit-of-work';
import { BOOKING_TABLES } from './booking-tables';
import type { BookingRow } from './booking-rows';

/** Tells a booker their booking changed (booking-view.ts notifyBooker, bound to the app's settings). */
export type NotifyBooker = (repos: BookingsRepositories, row: BookingRow) => Promise<void>;

/**
 * Removing a calendar removes its bookings, so the club first cancels every one still ahead as a
 * manager would: card payments back in full (the club cancels: no fee) and the usual cancellation
 * e-mail. Each card refund commits with its booking's cancellation in a transaction of its own,
 * under the booking's lock, so a refund made is never made again, by a retry or a parallel
 * removal. While a card checkout is still open on the calendar it could be paid with nowhere to
 * go, so removal is refused (409 calendarAwaitingPayments) until it is paid or lapses.
 */
export class CalendarRemovalService {
  constructor(
    private readonly data: BookingsData,
    private readonly notify: NotifyBooker,
    private readonly cards: CardPayments | null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async remove(ctx: ClubRequestContext, calendarHash: string): Promise<void> {
    const calendar = await this.data.read.calendars.byHash(ctx.club.id, calendarHash);
    if (!calendar) throw errors.notFound();
    const ahead = await this.data.read.bookings.liveAhead(ctx.club.id, calendar.id, this.now());
    if (ahead.some((row) => awaitingCard(row, this.now()))) throw errors.conflict('calendarAwaitingPayments');
    for (const paid of ahead.filter(paidByCard)) {
      await this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
        const row = await repos.bookings.inClub(ctx.club.id, paid.publicId);
        if (row && row.calendarId === calendar.id && paidByCard(row)) await this.cancel(ctx, repos, row);
      });
    }
    await this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await repos.calendars.byHash(ctx.club.id, calendarHash);
      if (!row) throw errors.notFound();
      const live = await repos.bookings.liveAhead(ctx.club.id, row.id, this.now(), { lock: true });
      if (live.some((booking) => awaitingCard(booking, this.now()))) throw errors.conflict('calendarAwaitingPayments');
      // The rest (unpaid, or paid since the loop) are cancelled here, their bookers told too.
      for (const booking of live) await this.cancel(ctx, repos, booking);
      await repos.calendars.remove(row.clubId, row.id);
      await repos.audit.record(ctx, { action: 'booking.calendar.removed', target: calendarHash, metadata: { name: row.name } });
    });
  }

  private async cancel(ctx: ClubRequestContext, repos: BookingsRepositories, row: BookingRow): Promise<void> {
    const cancelled = await cancelForClub(repos, this.cards, row, this.now());
    await repos.audit.record(ctx, { action: 'booking.cancelled', target: row.publicId, metadata: { reason: 'calendarRemoved' } });
    await this.notify(repos, cancelled);
  }
}
