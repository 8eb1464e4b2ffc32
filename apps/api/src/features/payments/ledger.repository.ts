import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAttempts, paymentRefunds, paymentReversals, payments } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import type { LedgerPayment, PaymentPurpose } from '../../lib/payments/payment-purposes';

export type PaymentRow = typeof payments.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** What opens a payment in the ledger (or finds the one its thing already has). */
export type NewPayment = {
  clubId: number;
  purpose: PaymentPurpose;
  subjectId: string;
  reference: string;
  amount: number;
  currency: string;
  method: string;
};

export type NewAttempt = {
  provider: string;
  sessionId?: string | null;
  intentId?: string | null;
  url?: string | null;
  status?: AttemptRow['status'];
  amount: number;
  currency: string;
  expiresAt?: Date | null;
};

/** A payment as its purpose's handler sees it, with the provider payment the news is about. */
export const ledgerPayment = (row: PaymentRow, intentId: string | null = null): LedgerPayment => ({
  id: row.publicId,
  clubId: row.clubId,
  purpose: row.purpose as PaymentPurpose,
  subjectId: row.subjectId,
  reference: row.reference,
  amount: row.amount,
  currency: row.currency,
  method: row.method,
  status: row.status,
  intentId,
});

/** The ledger: payments, their attempts, refunds and reversals. */
export class LedgerRepository {
  constructor(private readonly db: Db) {}

  /**
   * The thing's payment, opened now if it has none (one per purpose and subject: a second
   * checkout for it is another attempt of the same payment). A reopened one takes the new amount.
   */
  async open(values: NewPayment): Promise<PaymentRow> {
    const [row] = await this.db
      .insert(payments)
      .values({ ...values, currency: values.currency.toUpperCase(), publicId: newPublicId() })
      .onConflictDoUpdate({
        target: [payments.purpose, payments.subjectId],
        set: { amount: values.amount, method: values.method, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  }

  /** A new attempt; none when its session is recorded already (the provider answers a repeated checkout with its first session). */
  async addAttempt(paymentId: number, attempt: NewAttempt): Promise<AttemptRow | undefined> {
    const [row] = await this.db
      .insert(paymentAttempts)
      .values({ ...attempt, currency: attempt.currency.toUpperCase(), paymentId })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async setAttempt(attemptId: number, values: Partial<Pick<AttemptRow, 'sessionId' | 'intentId' | 'url' | 'status' | 'failureReason'>>) {
    await this.db
      .update(paymentAttempts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(paymentAttempts.id, attemptId));
  }

  async setPayment(paymentId: number, values: Partial<Pick<PaymentRow, 'status' | 'paidAt' | 'refundedAmount' | 'settlesAt' | 'finalAt'>>) {
    const [row] = await this.db
      .update(payments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(payments.id, paymentId))
      .returning();
    return row!;
  }

  async byReference(reference: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.reference, reference));
    return row;
  }

  async bySubject(purpose: PaymentPurpose, subjectId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, purpose), eq(payments.subjectId, subjectId)));
    return row;
  }

  /** Locked until the end of the transaction: refunds of one payment take turns. */
  async lock(paymentId: number): Promise<PaymentRow> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    return row!;
  }

  /**
   * The provider's attempt an event is about: the one of that session when it is the payment's,
   * else the payment's latest through that provider (whose session the event must then match).
   */
  async attemptFor(paymentId: number, provider: string, sessionId: string | null): Promise<AttemptRow | undefined> {
    if (sessionId) {
      const [own] = await this.db
        .select()
        .from(paymentAttempts)
        .where(
          and(eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.provider, provider), eq(paymentAttempts.sessionId, sessionId)),
        );
      if (own) return own;
    }
    const [latest] = await this.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.provider, provider)))
      .orderBy(desc(paymentAttempts.id))
      .limit(1);
    return latest;
  }

  /** The payment a provider's payment (a Stripe payment intent) paid, with that attempt. */
  async byIntent(provider: string, intentId: string): Promise<{ payment: PaymentRow; attempt: AttemptRow } | undefined> {
    const [row] = await this.db
      .select({ payment: payments, attempt: paymentAttempts })
      .from(paymentAttempts)
      .innerJoin(payments, eq(payments.id, paymentAttempts.paymentId))
      .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.intentId, intentId)))
      .limit(1);
    return row;
  }

  /** The provider payment the money came through (refunds go back through it). */
  async paidIntent(paymentId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ intentId: paymentAttempts.intentId })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.status, 'paid'), isNotNull(paymentAttempts.intentId)))
      .orderBy(desc(paymentAttempts.id))
      .limit(1);
    return row?.intentId ?? null;
  }

  async addRefund(paymentId: number, refund: { amount: number; reason: string | null; providerReference?: string | null }) {
    await this.db.insert(paymentRefunds).values({ paymentId, ...refund });
  }

  async addReversal(
    paymentId: number,
    reversal: { amount: number; kind: 'chargeback' | 'debit_return'; reasonCode: string | null; providerReference: string | null },
  ): Promise<boolean> {
    const rows = await this.db
      .insert(paymentReversals)
      .values({ paymentId, ...reversal })
      .onConflictDoNothing()
      .returning({ id: paymentReversals.id });
    return rows.length === 1;
  }
}
