import type { Booking, FieldErrorCode } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { BookingsData } from './bookings.data';
import { BOOKING_TABLES } from './booking-tables';
import { refundCard } from './booking-refunds';
import { notifyBooker, viewBooking } from './booking-view';
import type { PublicBookingDeps } from './public-link';

/** A booking's public status page (its hash is the key): reading it and cancelling within the link's rules. */
export class PublicBookingPageService {
  constructor(
    private readonly data: BookingsData,
    private readonly deps: Pick<PublicBookingDeps, 'tokens' | 'appUrl' | 'now' | 'cards'>,
  ) {}

  async read(bookingHash: string): Promise<Booking> {
    const row = await this.data.read.bookings.byHash(bookingHash);
    if (!row || row.kind !== 'booking') throw errors.notFound();
    return viewBooking(this.data.read, row, this.deps.appUrl, this.deps.now());
  }

  /**
   * Cancels within the link's rules; a late cancellation with a fee keeps the fee. A booking paid
   * by card gets the rest back through the provider first, under the booking's lock: a second
   * cancellation waits, then finds it cancelled (409 bookingNotActive), so the money goes back once.
   */
  async cancel(bookingHash: string): Promise<Booking> {
    const { appUrl, tokens, now, cards } = this.deps;
    return this.data.write(BOOKING_TABLES, async (repos) => {
      const row = await repos.bookings.lockByHash(bookingHash);
      if (!row || row.kind !== 'booking') throw errors.notFound();
      const terms = (await viewBooking(repos, row, appUrl, now())).cancellation;
      if (!terms.allowed) throw errors.conflict(terms.reason as FieldErrorCode);
      const fee = row.status === 'pending' ? 0 : terms.fee;
      await refundCard(cards, row, row.amount - fee);
      const cancelled = await repos.bookings.update(row.clubId, row.id, { status: 'cancelled', cancelledAt: now(), cancelFee: fee });
      await notifyBooker(repos, cancelled, appUrl, tokens);
      return viewBooking(repos, cancelled, appUrl, now());
    });
  }
}
