/**
 * Card payments as features other than the shop use them (bookings): open a hosted checkout on
 * the club's provider account, give money back, and hear the provider's answer. The shop owns
 * the provider (features/commerce/payments); app.ts hands this port to the others, so no feature
 * reaches into another.
 */
export type CardCheckoutRequest = {
  clubId: number;
  /** Names the paid thing in the provider and comes back in its webhook: `<prefix>:<hash>`. */
  reference: string;
  title: string;
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
  /** Gives back `amount` cents (all when left out) of a payment; asked twice, refunds once. */
  refund(input: { clubId: number; paymentIntentId: string; reference: string; amount?: number }): Promise<void>;
}

/** What a paid checkout became: kept, or to be given back (the thing is no longer waiting for it). */
export type PaidOutcome = { kept: true } | { kept: false; clubId: number };

/**
 * What was stored when a checkout was opened for a reference: whose it is, the session opened and
 * what it charges. The provider's events about it count only when they match (stripe-webhook.service.ts).
 */
export type CheckoutClaim = { clubId: number; sessionId: string | null; amount: number; currency: string };

/** A feature's side of the provider's webhook, for the references starting with `prefix:`. */
export interface PaymentReturns {
  prefix: string;
  /** The checkout stored for the reference; null when it names nothing of this feature's. */
  claim(reference: string): Promise<CheckoutClaim | null>;
  paid(reference: string, paymentIntentId: string): Promise<PaidOutcome>;
  failed(reference: string): Promise<void>;
}

/** The references of features other than the shop carry a prefix (`booking:…`); shop orders are bare hashes. */
export const referencePrefix = (reference: string): string | null => {
  const colon = reference.indexOf(':');
  return colon > 0 ? reference.slice(0, colon) : null;
};
