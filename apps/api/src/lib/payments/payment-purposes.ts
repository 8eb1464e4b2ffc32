import type { FeatureContext } from '../feature/feature';

/**
 * What a payment pays, as the ledger (features/payments) records it. Each purpose belongs to the
 * feature that owns the paid thing, which declares one handler for it in its entry
 * (`paymentPurposes`); `fee_charge` waits for the fees issue.
 */
export type PaymentPurpose = 'shop_order' | 'booking' | 'fee_charge';

/** A payment of the ledger as a purpose handler sees it. */
export type LedgerPayment = {
  /** The ledger's own id (payments.public_id). */
  id: string;
  clubId: number;
  purpose: PaymentPurpose;
  /** The paid thing's hash (an order's, a booking's). */
  subjectId: string;
  /** The name the provider knows it by (its checkout's reference, the refund key). */
  reference: string;
  /** Cents. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  method: string;
  status: string;
  /** The provider's payment the outcome is about (a Stripe payment intent), when there is one. */
  intentId: string | null;
};

export type LedgerRefund = { amount: number; reason: string | null; providerReference: string | null };

export type LedgerReversal = {
  amount: number;
  kind: 'chargeback' | 'debit_return';
  /** The network's or bank's reason (a dispute's reason, a SEPA return code such as MD06). */
  reasonCode: string | null;
};

/**
 * What the owning feature made of a payment the provider reports: `kept` (the thing is paid, or
 * already was by this payment), or `giveBack` (the thing no longer waits for it — its
 * reservation ran out, it was cancelled): the ledger refunds it in full.
 */
export type PaidOutcome = 'kept' | 'giveBack';

/**
 * A feature's side of the ledger for one purpose. Each call runs after the ledger's own write has
 * committed (the ledger never waits on another feature's transaction) and must be idempotent:
 * providers deliver an event again when an answer was lost, and a throw makes them retry.
 */
export interface PaymentPurposeHandler {
  paid(payment: LedgerPayment): Promise<PaidOutcome>;
  /** The provider refused the money (a declined debit, a failed bank payment). */
  failed(payment: LedgerPayment): Promise<void>;
  /** The checkout ran out unpaid. */
  expired(payment: LedgerPayment): Promise<void>;
  /** Money went back outside the owning feature's own refund (from the provider's dashboard). */
  refunded(payment: LedgerPayment, refund: LedgerRefund): Promise<void>;
  /** Money taken back after it looked paid: a chargeback, a returned SEPA debit. */
  reversed(payment: LedgerPayment, reversal: LedgerReversal): Promise<void>;
}

/** A feature's declaration (its entry's `paymentPurposes`): one handler factory per purpose it owns. */
export type PaymentPurposeHandlers = Partial<Record<PaymentPurpose, (ctx: FeatureContext) => PaymentPurposeHandler>>;

/** The declarations of every feature, as the app hands them to the payments feature. */
export type PurposeDeclaration = { feature: string; purposes: PaymentPurposeHandlers };
