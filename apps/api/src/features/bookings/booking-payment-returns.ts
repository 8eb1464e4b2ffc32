import type { Booking } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { BookingsData } from './bookings.data';
import { BOOKING_TABLES } from './booking-tables';
import { notifyBooker, viewBooking } from './booking-view';
import type { PublicBookingDeps } from './public-link';
import type { BookingRow } from './booking-rows';
import { bookingReference } from './booking-refunds';

/** The ledger's record of a booking paid through the test provider's button. */
const testPayment = (row: BookingRow, reference: string) => ({
  clubId: row.clubId,
  purpose: 'booking' as const,
  subjectId: row.publicId,
  reference: bookingReference(row.publicId),
  amount: row.amount,
  currency: row.currency,
  method: 'test',
  provider: 'test',
  intentId: reference,
});

/** The test provider's answer about bookings (the card provider's reaches BookingPaymentHandler through the ledger). */
export class BookingPaymentReturns {
  constructor(
    private readonly data: BookingsData,
    private readonly deps: Pick<PublicBookingDeps, 'tokens' | 'appUrl' | 'testProvider' | 'now' | 'ledger'>,
  ) {}

  /** The test provider's "pay" button: a pending booking still holding its slot becomes confirmed. */
  async payWithTestProvider(bookingHash: string, reference: string): Promise<Booking> {
    const { appUrl, tokens, now, testProvider, ledger } = this.deps;
    if (!testProvider) throw errors.notFound();
    let paid: BookingRow | null = null;
    const booking = await this.data.write(BOOKING_TABLES, async (repos) => {
      const row = await repos.bookings.lockByHash(bookingHash);
      if (!row || row.kind !== 'booking') throw errors.notFound();
      if (row.status === 'confirmed' && row.paymentProvider === 'test') return viewBooking(repos, row, appUrl, now());
      if (row.status !== 'pending' || row.paymentProvider !== 'test' || !row.holdUntil || row.holdUntil <= now()) {
        throw errors.conflict('bookingNotPending');
      }
      const confirmed = await repos.bookings.update(row.clubId, row.id, {
        status: 'confirmed',
        holdUntil: null,
      });
      await notifyBooker(repos, confirmed, appUrl, tokens);
      paid = confirmed;
      return viewBooking(repos, confirmed, appUrl, now());
    });
    // The ledger keeps the payment (the booking keeps only that it is paid), once the booking is committed.
    if (paid) await ledger?.record([testPayment(paid, reference)]);
    return booking;
  }
}
