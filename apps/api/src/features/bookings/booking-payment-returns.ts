import type { Booking } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { BookingsData } from './bookings.data';
import { BOOKING_TABLES } from './booking-tables';
import { notifyBooker, viewBooking } from './booking-view';
import type { PublicBookingDeps } from './public-link';

/** The test provider's answer about bookings (the card provider's reaches BookingPaymentHandler through the ledger). */
export class BookingPaymentReturns {
  constructor(
    private readonly data: BookingsData,
    private readonly deps: Pick<PublicBookingDeps, 'tokens' | 'appUrl' | 'testProvider' | 'now'>,
  ) {}

  /** The test provider's "pay" button: a pending booking still holding its slot becomes confirmed. */
  async payWithTestProvider(bookingHash: string, reference: string): Promise<Booking> {
    const { appUrl, tokens, now, testProvider } = this.deps;
    if (!testProvider) throw errors.notFound();
    return this.data.write(BOOKING_TABLES, async (repos) => {
      const row = await repos.bookings.lockByHash(bookingHash);
      if (!row || row.kind !== 'booking') throw errors.notFound();
      if (row.status === 'confirmed' && row.paymentReference) return viewBooking(repos, row, appUrl, now());
      if (row.status !== 'pending' || row.paymentProvider !== 'test' || !row.holdUntil || row.holdUntil <= now()) {
        throw errors.conflict('bookingNotPending');
      }
      const confirmed = await repos.bookings.update(row.clubId, row.id, {
        status: 'confirmed',
        holdUntil: null,
        paymentReference: reference,
      });
      await notifyBooker(repos, confirmed, appUrl, tokens);
      return viewBooking(repos, confirmed, appUrl, now());
    });
  }
}
