import type { Db } from '../client';
import { paymentAttempts, paymentRefunds, payments } from '../schema';
import { newPublicId } from '../../lib/ids';

/** A demo payment as the ledger keeps it: paid (through the test provider unless said), maybe refunded in full. */
export type DemoPayment = {
  clubId: number;
  purpose: 'shop_order' | 'booking';
  subjectId: string;
  reference: string;
  amount: number;
  currency: string;
  /** The test provider's (or the demo's) own reference of the payment. */
  intentId: string;
  paidAt: Date;
  refundedAt?: Date | null;
};

/**
 * Writes the ledger's rows for demo orders and bookings that were paid (payment, its paid attempt,
 * the refund when money went back), as the payments feature would have written them. Seeds write
 * rows directly, so this uses the tables, not the payments feature's services.
 */
export async function seedDemoPayments(db: Db, demo: readonly DemoPayment[]): Promise<void> {
  if (!demo.length) return;
  const inserted = await db
    .insert(payments)
    .values(
      demo.map((payment) => ({
        publicId: newPublicId(),
        clubId: payment.clubId,
        purpose: payment.purpose,
        subjectId: payment.subjectId,
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        method: 'test',
        status: payment.refundedAt ? 'refunded' : 'paid',
        refundedAmount: payment.refundedAt ? payment.amount : 0,
        paidAt: payment.paidAt,
        createdAt: payment.paidAt,
        updatedAt: payment.refundedAt ?? payment.paidAt,
      })),
    )
    .returning({ id: payments.id, subjectId: payments.subjectId });
  const idOf = new Map(inserted.map((row) => [row.subjectId, row.id]));
  await db.insert(paymentAttempts).values(
    demo.map((payment) => ({
      paymentId: idOf.get(payment.subjectId)!,
      provider: 'test',
      intentId: payment.intentId,
      status: 'paid',
      amount: payment.amount,
      currency: payment.currency,
      createdAt: payment.paidAt,
      updatedAt: payment.paidAt,
    })),
  );
  const refunded = demo.filter((payment) => payment.refundedAt && payment.amount > 0);
  if (refunded.length) {
    await db.insert(paymentRefunds).values(
      refunded.map((payment) => ({
        paymentId: idOf.get(payment.subjectId)!,
        amount: payment.amount,
        reason: 'demo',
        createdAt: payment.refundedAt!,
      })),
    );
  }
}
