import { z } from 'zod';
import { hydraCollectionSchema } from './common/hydra';

/**
 * Payment onboarding (spec 7: GET …/payments/methods/onboard-links and …/payments/onboard; their
 * payloads are not shown, designed here). A club connects its own Stripe account (Stripe
 * Connect): buyers pay the club directly on Stripe's hosted checkout.
 */
export const PAYMENT_METHODS = ['stripe'] as const;
/** Stripe's hosted checkout lives at least 30 minutes: a Stripe order holds its units a minute longer. */
export const STRIPE_RESERVATION_MINUTES = 31;

export const OnboardLinkSchema = z.object({
  provider: z.enum(PAYMENT_METHODS),
  /** Stripe's onboarding page for the club's account; single use, it expires. */
  url: z.string(),
  expiresAt: z.string(),
});
export type OnboardLink = z.infer<typeof OnboardLinkSchema>;
/** One link per configured provider (none when the server has no provider). */
export const OnboardLinksSchema = hydraCollectionSchema(OnboardLinkSchema);
export type OnboardLinks = z.infer<typeof OnboardLinksSchema>;

export const OnboardStateSchema = z.object({
  /** Whether this server has a payment provider set up at all (STRIPE_SECRET_KEY). */
  configured: z.boolean(),
  provider: z.enum(PAYMENT_METHODS).nullable(),
  /** The club has an account with the provider. */
  connected: z.boolean(),
  detailsSubmitted: z.boolean(),
  /** Buyers pay through the provider once this is true; until then, the shop takes no card payments. */
  chargesEnabled: z.boolean(),
});
export type OnboardState = z.infer<typeof OnboardStateSchema>;

export const WebhookAnswerSchema = z.object({ received: z.boolean() });
