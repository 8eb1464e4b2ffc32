/**
 * What the ledger needs from a card payment provider (issue 12 part 4). Stripe Connect is the one
 * implemented (stripe-gateway.ts, the real client); tests point that same client at a local
 * double of Stripe's API, since Stripe itself cannot be reached from here.
 */
export interface PaymentGateway {
  readonly provider: 'stripe';
  /** A connected account for the club (Stripe Connect, Standard). */
  createAccount(club: { name: string; clubHash: string }): Promise<{ accountId: string }>;
  /** The provider's onboarding page for the account; single use. */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<{ url: string; expiresAt: Date }>;
  accountState(accountId: string): Promise<{ detailsSubmitted: boolean; chargesEnabled: boolean }>;
  /** A hosted checkout for the order on the club's account; the same order asked twice gets one session. */
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Gives a paid order's money back (`amount` cents of it, all when left out); asked twice for one order, refunds once. */
  refund(input: { accountId: string; paymentIntentId: string; orderHash: string; amount?: number }): Promise<void>;
  /** The event, if the raw body carries a valid signature for it; otherwise throws. */
  verifyEvent(rawBody: Buffer, signature: string): GatewayEvent;
}

/** The shop sells in euros (its receipts and prices say so); bookings store their own currency. */
export const SHOP_CURRENCY = 'EUR';

export type CheckoutInput = {
  accountId: string;
  orderHash: string;
  purchaseIdentifier: string;
  email: string;
  locale: string;
  /** ISO 4217, as the order or booking stores it ('EUR'). */
  currency: string;
  lines: { name: string; unitAmount: number; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

/**
 * What a checkout event says about itself, all of which must match what was stored when the
 * checkout was opened before it counts: the connected account it happened on, the session, and
 * (when it reports money) the amount in cents and the currency (ISO 4217, upper case).
 */
export type CheckoutFacts = { accountId: string | null; sessionId: string; amount: number | null; currency: string | null };

/** The events the ledger acts on, as the gateway reads them (`orderHash`: the reference the checkout was opened with). */
export type GatewayEvent =
  | ({ id: string; type: 'checkout.paid'; orderHash: string; paymentIntentId: string } & CheckoutFacts)
  | ({ id: string; type: 'checkout.failed'; orderHash: string; ended: 'failed' | 'expired' } & CheckoutFacts)
  | { id: string; type: 'account.updated'; accountId: string; detailsSubmitted: boolean; chargesEnabled: boolean }
  /** Money given back at the provider (its dashboard, or the app's own refund): `amountRefunded` in all, so far. */
  | { id: string; type: 'payment.refunded'; accountId: string | null; paymentIntentId: string; amountRefunded: number }
  /** Money taken back after it looked paid: a card dispute (chargeback) opened by the buyer's bank. */
  | {
      id: string;
      type: 'payment.reversed';
      accountId: string | null;
      paymentIntentId: string;
      amount: number;
      reasonCode: string | null;
      disputeId: string;
    }
  | { id: string; type: 'other'; name: string };
