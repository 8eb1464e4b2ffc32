import type { FastifyBaseLogger } from 'fastify';
import { logRef } from '../../../lib/log-redaction';
import type {
  LedgerPayment,
  LedgerRefund,
  LedgerReversal,
  PaidOutcome,
  PaymentPurposeHandler,
} from '../../../lib/payments/payment-purposes';
import type { FeesData } from '../fees.data';
import { amountDue, PAYABLE_STATUSES } from './member-payments.presenter';
import { FEE_TABLES } from '../fee-tables';

/**
 * Fees' side of the ledger (purpose `fee_charge`; the payment's subject is the charge's hash).
 * Each outcome changes the charge in one transaction with the charge row locked, and tolerates
 * a second delivery: a paid charge paid again by the same method is kept, by another way given
 * back (a charge is never paid twice).
 */
export class FeeChargePaymentHandler implements PaymentPurposeHandler {
  constructor(
    private readonly data: FeesData,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  paid(payment: LedgerPayment): Promise<PaidOutcome> {
    return this.data.write(FEE_TABLES, async (repos) => {
      const row = await repos.memberCharges.lock(payment.clubId, payment.subjectId);
      if (!row) return 'giveBack';
      if (row.status === 'paid' && row.paidMethod === payment.method) return 'kept';
      if (!PAYABLE_STATUSES.includes(row.status) || payment.amount < amountDue(row)) return 'giveBack';
      await repos.memberCharges.update(row.id, {
        status: 'paid',
        paidMethod: payment.method === 'card' ? 'card' : 'test',
        paidAt: this.now(),
        refundableUntil: null,
      });
      return 'kept';
    });
  }

  /** A declined or abandoned checkout leaves the charge as it was: still due, payable again. */
  async failed(payment: LedgerPayment): Promise<void> {
    this.log.info({ reference: logRef(payment.subjectId) }, 'fee charge checkout failed: the charge stays due');
  }

  async expired(payment: LedgerPayment): Promise<void> {
    this.log.info({ reference: logRef(payment.subjectId) }, 'fee charge checkout expired: the charge stays due');
  }

  /** Money given back at the provider: part of it, the charge is partly refunded; all of it, cancelled (nothing paid, nothing owed). */
  async refunded(payment: LedgerPayment, refund: LedgerRefund): Promise<void> {
    await this.data.write(FEE_TABLES, async (repos) => {
      const row = await repos.memberCharges.lock(payment.clubId, payment.subjectId);
      if (!row || !['paid', 'partly_refunded'].includes(row.status)) return;
      const total = amountDue(row);
      const refundedAmount = Math.min(total, row.refundedAmount + refund.amount);
      await repos.memberCharges.update(row.id, { refundedAmount, status: refundedAmount >= total ? 'cancelled' : 'partly_refunded' });
    });
  }

  /** A chargeback or a returned debit: the charge is owed again, with the network's or bank's reason. */
  async reversed(payment: LedgerPayment, reversal: LedgerReversal): Promise<void> {
    await this.data.write(FEE_TABLES, async (repos) => {
      const row = await repos.memberCharges.lock(payment.clubId, payment.subjectId);
      if (!row || !['paid', 'partly_refunded'].includes(row.status)) return;
      const byDebtor = reversal.kind === 'debit_return' && reversal.reasonCode === 'MD06';
      await repos.memberCharges.update(row.id, {
        status: byDebtor ? 'refunded_by_debtor' : 'returned',
        returnReason: reversal.reasonCode,
        paidAt: null,
        paidMethod: null,
        refundableUntil: null,
      });
    });
  }
}
