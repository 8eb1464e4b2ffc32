import type { PaymentPurpose } from './payment-purposes';

/**
 * Card payments as features use them (the shop, bookings): open a hosted checkout on the club's
 * provider account, give money back. The payments feature owns the provider and the ledger and
 * offers this port through its public interface (`ctx.use('payments').cards`); the provider's
 * answers reach the owning feature through its purpose handler (payment-purposes.ts).
 */
export type CardCheckoutRequest = {
  clubId: number;
  /** What the checkout pays, and the paid thing's hash: the ledger's payment for it. */
  purpose: PaymentPurpose;
  subjectId: string;
  /** Names the paid thing in the provider (its checkout's reference, the refund key); never parsed. */
  reference: string;
  /** A one-line checkout's line; `lines` list several (the shop's order). */
  title: string;
  lines?: { name: string; unitAmount: number; quantity: number }[];
  /** What the buyer reads on the provider's receipt (the order's purchase identifier); the reference when left out. */
  purchaseIdentifier?: string;
  email: string;
  locale: string;
  /** Cents. */
  amount: number;
  /** ISO 4217 ('EUR'). */
  currency: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

export interface CardPayments {
  /** Whether the club's provider account takes charges now. */
  available(clubId: number): Promise<boolean>;
  open(request: CardCheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /**
   * Gives back `amount` cents (all when left out) of the payment the provider knows by `reference`,
   * through the provider's payment the ledger paid it with (or `paymentIntentId`), and the ledger
   * notes it; asked twice, refunds once.
   */
  refund(input: { clubId: number; reference: string; amount?: number; paymentIntentId?: string }): Promise<void>;
}
