import type { FastifyBaseLogger } from 'fastify';
import { logRef } from '../../lib/log-redaction';
import type { LedgerPayment, LedgerRefund, LedgerReversal, PaidOutcome, PaymentPurposeHandler } from '../../lib/payments/payment-purposes';
import { BOOKING_TABLES } from './booking-tables';
import type { BookingTokens } from './booking-token';
import { notifyBooker } from './booking-view';
import type { BookingsData } from './bookings.data';

type Deps = { tokens: BookingTokens; appUrl: string; now: () => Date };

/**
 * Bookings' side of the ledger (purpose `booking`; the payment's subject is the booking's hash).
 * A card payment confirms a booking still pending (its slot is still its own: nobody else could
 * take it meanwhile); one for a booking no longer waiting is given back. A failed or expired
 * checkout lets the slot go.
 */
export class BookingPaymentHandler implements PaymentPurposeHandler {
  constructor(
    private readonly data: BookingsData,
    private readonly deps: Deps,
    private readonly log: FastifyBaseLogger,
  ) {}

  paid(payment: LedgerPayment): Promise<PaidOutcome> {
    const { appUrl, tokens } = this.deps;
    return this.data.write(BOOKING_TABLES, async (repos) => {
      const row = await repos.bookings.lockByHash(payment.subjectId);
      if (!row) return 'kept';
      // Confirmed by this payment already (a repeated delivery): a card booking is confirmed by its payment only.
      if (row.status === 'confirmed' && row.paymentProvider === 'card') return 'kept';
      if (row.status !== 'pending' || row.paymentProvider !== 'card') return 'giveBack';
      const confirmed = await repos.bookings.update(row.clubId, row.id, {
        status: 'confirmed',
        holdUntil: null,
        paymentUrl: null,
      });
      await notifyBooker(repos, confirmed, appUrl, tokens);
      return 'kept';
    });
  }

  failed(payment: LedgerPayment): Promise<void> {
    return this.letGo(payment);
  }

  expired(payment: LedgerPayment): Promise<void> {
    return this.letGo(payment);
  }

  /** Money given back at the provider, not by a cancellation: the booking stays, for the club to settle. */
  async refunded(payment: LedgerPayment, refund: LedgerRefund): Promise<void> {
    this.log.warn({ reference: logRef(payment.subjectId), amount: refund.amount }, 'booking refunded outside bookings: left for the club');
  }

  async reversed(payment: LedgerPayment, reversal: LedgerReversal): Promise<void> {
    this.log.warn({ reference: logRef(payment.subjectId), kind: reversal.kind }, 'booking payment reversed: left for the club');
  }

  private async letGo(payment: LedgerPayment): Promise<void> {
    await this.data.write(BOOKING_TABLES, async (repos) => {
      const row = await repos.bookings.lockByHash(payment.subjectId);
      if (row?.status === 'pending') {
        await repos.bookings.update(row.clubId, row.id, { status: 'cancelled', cancelledAt: this.deps.now(), cancelFee: 0 });
      }
    });
  }
}
