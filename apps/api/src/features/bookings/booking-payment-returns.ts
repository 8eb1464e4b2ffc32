import type { Booking } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { PaymentReturns } from '../../lib/payments/card-payments';
import type { Data } from '../../repositories';
import { BOOKING_TABLES } from './booking-tables';
import { notifyBooker, viewBooking } from './booking-view';
import type { PublicBookingDeps } from './public-link';

/** What the payment providers answer about bookings: the card provider's webhook and the test provider's button. */
export class BookingPaymentReturns {
  constructor(
    private readonly data: Data,
    private readonly deps: Pick<PublicBookingDeps, 'tokens' | 'appUrl' | 'testProvider' | 'now'>,
  ) {}

  /**
   * The card provider's answers for bookings (`booking:<hash>`): a payment confirms a booking still
   * pending (its slot is still its own: nobody else could take it meanwhile); one for a booking
   * no longer waiting is given back. A failed or expired checkout lets the slot go.
   */
  card(): PaymentReturns {
    const { appUrl, tokens, now } = this.deps;
    const hashOf = (reference: string) => reference.slice('booking:'.length);
    return {
      prefix: 'booking',
      claim: async (reference) => {
        const row = await this.data.read.bookings.byHash(hashOf(reference));
        if (!row || row.kind !== 'booking' || row.paymentProvider !== 'card') return null;
        // Bookings opened before migration 0025 kept their session only in payment_reference.
        const sessionId = row.checkoutSessionId ?? row.paymentReference;
        return { clubId: row.clubId, sessionId, amount: row.amount, currency: row.currency };
      },
      paid: (reference, paymentIntentId) =>
        this.data.write(BOOKING_TABLES, async (repos) => {
          const row = await repos.bookings.lockByHash(hashOf(reference));
          if (!row) return { kept: true };
          if (row.status === 'confirmed' && row.paymentIntentId === paymentIntentId) return { kept: true };
          if (row.status !== 'pending' || row.paymentProvider !== 'card') return { kept: false, clubId: row.clubId };
          const confirmed = await repos.bookings.update(row.id, {
            status: 'confirmed',
            holdUntil: null,
            paymentIntentId,
            paymentUrl: null,
          });
          await notifyBooker(repos, confirmed, appUrl, tokens);
          return { kept: true };
        }),
      failed: async (reference) => {
        await this.data.write(BOOKING_TABLES, async (repos) => {
          const row = await repos.bookings.lockByHash(hashOf(reference));
          if (row?.status === 'pending') await repos.bookings.update(row.id, { status: 'cancelled', cancelledAt: now(), cancelFee: 0 });
        });
      },
    };
  }

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
      const confirmed = await repos.bookings.update(row.id, { status: 'confirmed', holdUntil: null, paymentReference: reference });
      await notifyBooker(repos, confirmed, appUrl, tokens);
      return viewBooking(repos, confirmed, appUrl, now());
    });
  }
}
