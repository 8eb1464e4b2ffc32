import type { LedgerReversal, PaymentPurpose } from '../../lib/payments/payment-purposes';
import type { AttemptRow, NewPayment, PaymentRow } from './ledger.repository';
import type { PaymentsData, PaymentsRepositories } from './payments.data';

/** A payment that needed no provider round trip: the test provider's button, cash at the club, an imported sale. */
export type RecordedPayment = NewPayment & {
  /** Who took it: 'test', 'cash', 'import'. */
  provider: string;
  /** Its own reference (the test provider's), if any. */
  intentId: string | null;
};

/** Money given back: by the ledger's reference (a provider refund) or by what it paid. */
export type RefundTarget = { reference: string } | { purpose: PaymentPurpose; subjectId: string };

/**
 * Writes to the ledger that keep its payments' status true to their attempts and refunds: a
 * payment is paid when one attempt is; given-back money adds up to refunded (or partly).
 */
export class LedgerService {
  constructor(private readonly data: PaymentsData) {}

  /** Records payments taken without a provider round trip, in one transaction (an import records many). */
  async record(paid: readonly RecordedPayment[]): Promise<void> {
    if (!paid.length) return;
    await this.data.write([], async (repos) => {
      for (const { provider, intentId, ...values } of paid) {
        const row = await repos.ledger.open(values);
        await repos.ledger.addAttempt(row.id, { provider, intentId, status: 'paid', amount: row.amount, currency: row.currency });
        await repos.ledger.setPayment(row.id, { status: 'paid', paidAt: new Date() });
      }
    });
  }

  /** The provider's attempt was paid with `intentId`; the payment with it, unless money already went back. */
  async attemptPaid(payment: PaymentRow, attempt: AttemptRow, intentId: string): Promise<void> {
    await this.data.write([], async (repos) => {
      await repos.ledger.setAttempt(attempt.id, { status: 'paid', intentId });
      const locked = await repos.ledger.lock(payment.id);
      if (locked.status === 'pending' || locked.status === 'failed' || locked.status === 'expired') {
        await repos.ledger.setPayment(payment.id, { status: 'paid', paidAt: new Date() });
      }
    });
  }

  /** The attempt ended unpaid; a payment still waiting on it ends with it. */
  async attemptEnded(payment: PaymentRow, attempt: AttemptRow, status: 'failed' | 'expired'): Promise<void> {
    await this.data.write([], async (repos) => {
      await repos.ledger.setAttempt(attempt.id, { status });
      const locked = await repos.ledger.lock(payment.id);
      if (locked.status === 'pending' || locked.status === 'processing') await repos.ledger.setPayment(payment.id, { status });
    });
  }

  /** The provider's payment that paid what the provider knows by `reference`; null when none did. */
  async paidIntent(reference: string): Promise<string | null> {
    const payment = await this.data.read.ledger.byReference(reference);
    return payment ? this.data.read.ledger.paidIntent(payment.id) : null;
  }

  /** Notes `amount` cents given back (all that is left when left out); nothing when the ledger has no such payment. */
  async noteRefund(target: RefundTarget, amount: number | undefined, reason: string | null, providerReference: string | null = null) {
    return this.data.write([], async (repos) => {
      const found = await this.find(repos, target);
      if (!found) return undefined;
      const locked = await repos.ledger.lock(found.id);
      const left = locked.amount - locked.refundedAmount;
      const given = Math.min(amount ?? left, left);
      if (given <= 0) return undefined;
      await repos.ledger.addRefund(locked.id, { amount: given, reason, providerReference });
      const refunded = locked.refundedAmount + given;
      await repos.ledger.setPayment(locked.id, {
        refundedAmount: refunded,
        status: refunded >= locked.amount ? 'refunded' : 'partially_refunded',
      });
      return { amount: given, reason, providerReference };
    });
  }

  /**
   * Notes money taken back (a chargeback, a returned debit) once per provider reference; the
   * payment is `reversed`. Undefined when it was noted already (a repeated event).
   */
  async noteReversal(payment: PaymentRow, reversal: LedgerReversal & { providerReference: string }) {
    return this.data.write([], async (repos) => {
      const locked = await repos.ledger.lock(payment.id);
      if (!(await repos.ledger.addReversal(locked.id, reversal))) return undefined;
      await repos.ledger.setPayment(locked.id, { status: 'reversed' });
      return reversal;
    });
  }

  private find(repos: PaymentsRepositories, target: RefundTarget) {
    return 'reference' in target ? repos.ledger.byReference(target.reference) : repos.ledger.bySubject(target.purpose, target.subjectId);
  }
}
