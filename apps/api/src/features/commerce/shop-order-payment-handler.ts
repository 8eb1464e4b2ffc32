import { ORDER_STATUS } from '@tribuna/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import { logRef } from '../../lib/log-redaction';
import type { LedgerPayment, LedgerRefund, LedgerReversal, PaidOutcome, PaymentPurposeHandler } from '../../lib/payments/payment-purposes';
import type { CommerceData } from './commerce.data';
import type { PaymentsService } from './payments.service';

/**
 * The shop's side of the ledger (purpose `shop_order`; the payment's subject is the order's hash).
 * A card payment pays a pending order still holding its units; one for an order no longer waiting
 * for it (its reservation ran out, it was released) is given back, unless the order is paid
 * already. A failed or expired checkout lets the order's units go at once.
 */
export class ShopOrderPaymentHandler implements PaymentPurposeHandler {
  constructor(
    private readonly data: CommerceData,
    private readonly payments: PaymentsService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async paid(payment: LedgerPayment): Promise<PaidOutcome> {
    try {
      await this.payments.markPaid(payment.subjectId, payment.intentId ?? '', 'stripe');
      return 'kept';
    } catch (error) {
      if (!(error instanceof AppError) || error.reason !== 'orderNotPending') throw error;
      const order = await this.data.read.orders.byHash(payment.subjectId);
      return !order || order.status === ORDER_STATUS.paid ? 'kept' : 'giveBack';
    }
  }

  async failed(payment: LedgerPayment): Promise<void> {
    await this.payments.release(payment.subjectId);
  }

  async expired(payment: LedgerPayment): Promise<void> {
    await this.payments.release(payment.subjectId);
  }

  /**
   * Money given back at the provider, not through the shop's refund (which changes the order
   * first): the order keeps its state for the club to settle (its tickets may have been used).
   */
  async refunded(payment: LedgerPayment, refund: LedgerRefund): Promise<void> {
    this.log.warn({ reference: logRef(payment.subjectId), amount: refund.amount }, 'order refunded outside the shop: left for the club');
  }

  async reversed(payment: LedgerPayment, reversal: LedgerReversal): Promise<void> {
    this.log.warn({ reference: logRef(payment.subjectId), kind: reversal.kind }, 'order payment reversed: left for the club');
  }
}
