import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import { OnboardLinksSchema, OnboardStateSchema, WebhookAnswerSchema } from './payments';

const tags = ['payments'];

/** Payment onboarding and the provider's webhook (issue 12 part 4). */
export const PAYMENTS_ROUTES = {
  onboardLinks: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/payments/methods/onboard-links',
    summary: 'Links to connect the club’s payment account (Stripe Connect onboarding), creating the account the first time (managers)',
    description: 'An empty list when the server has no payment provider set up.',
    tags,
    access: 'commerce.manage',
    feature: 'purchable_items',
    params: ClubHashParamsSchema,
    status: 200,
    response: OnboardLinksSchema,
    errors: [409],
  }),
  onboard: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/payments/onboard',
    summary: 'The club’s payment account as the provider sees it now: connected, details submitted, charges enabled (managers)',
    tags,
    access: 'commerce.manage',
    feature: 'purchable_items',
    params: ClubHashParamsSchema,
    status: 200,
    response: OnboardStateSchema,
    errors: [409],
  }),
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    summary: 'Stripe’s events (checkout completed, expired, async payments, account updates); signed with the endpoint secret',
    description:
      'The body is read raw and checked against the Stripe-Signature header: a bad or missing signature is refused (400) and ' +
      'changes nothing. Each event is handled once: a repeated delivery answers 200 and does nothing more.',
    tags,
    access: 'public',
    status: 200,
    response: WebhookAnswerSchema,
    errors: [404],
  }),
} as const;
