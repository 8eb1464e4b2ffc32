/**
 * What the shop needs from a card payment provider (issue 12 part 4). Stripe Connect is the one
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

export type CheckoutInput = {
  accountId: string;
  orderHash: string;
  purchaseIdentifier: string;
  email: string;
  locale: string;
  lines: { name: string; unitAmount: number; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

/** The events the shop acts on, as the gateway reads them. */
export type GatewayEvent =
  | { id: string; type: 'checkout.paid'; orderHash: string; paymentIntentId: string }
  | { id: string; type: 'checkout.failed'; orderHash: string }
  | { id: string; type: 'account.updated'; accountId: string; detailsSubmitted: boolean; chargesEnabled: boolean }
  | { id: string; type: 'other'; name: string };
