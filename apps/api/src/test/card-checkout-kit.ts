import Stripe from 'stripe';
import { createClub, createManager, injectAs, signIn, type ClubFixture, type Session } from './factories';
import type { StripeDouble } from './stripe-double';
import { createTestApp, type TestApp } from './test-app';

/**
 * The card checkout's test set-up, shared by the tests that pay by card: the app's Stripe adapter
 * pointed at the local double (./stripe-double), a club that connects its Stripe account, and
 * Stripe's signed webhook deliveries about the checkout sessions the double opened.
 */
const STRIPE_TEST_KEY = 'sk_test_tribuna';
/** stripe-node's own test signer signs the deliveries, as Stripe does. */
const signer = new Stripe(STRIPE_TEST_KEY);

/** The environment that sends the app's Stripe calls to the double at `apiBase` (rate limits off). */
export const cardCheckoutEnv = (apiBase: string, webhookSecret: string): Record<string, string> => ({
  RATE_LIMIT: 'false',
  STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: apiBase,
});

/** Starts the double; the app (empty database) talking to it, with a club and its signed-in manager. */
export async function cardCheckoutApp(
  double: StripeDouble,
  webhookSecret: string,
): Promise<{ t: TestApp; club: ClubFixture; manager: Session }> {
  const apiBase = await double.start();
  const t = await createTestApp(cardCheckoutEnv(apiBase, webhookSecret), { seed: false });
  const club = await createClub(t);
  const manager = await signIn(t, (await createManager(t, club)).user);
  return { t, club, manager };
}

/** The club's manager connects its Stripe account, which then takes charges; returns the account's id. */
export async function connectStripe(t: TestApp, double: StripeDouble, manager: Session, clubHash: string): Promise<string> {
  await injectAs(t, manager, { url: `/api/clubs/${clubHash}/payments/methods/onboard-links` });
  const account = [...double.chargesEnabled.keys()].at(-1)!;
  double.chargesEnabled.set(account, true);
  await injectAs(t, manager, { url: `/api/clubs/${clubHash}/payments/onboard` });
  return account;
}

/** Another club, with its manager, whose connected Stripe account takes charges. */
export async function connectedClub(t: TestApp, double: StripeDouble) {
  const club = await createClub(t);
  const manager = await signIn(t, (await createManager(t, club)).user);
  return { club, manager, account: await connectStripe(t, double, manager, club.hash) };
}

/**
 * Stripe's event about the checkout session opened for `reference` (its id, total and currency, as
 * the double opened it), from `account`; `session` changes what a forger would change.
 */
export function checkoutSessionEvent(
  double: StripeDouble,
  event: { id: string; type: string; reference: string; paymentStatus: string; account: string; session?: object },
) {
  const opened = double.sessionFor(event.reference);
  return {
    id: event.id,
    object: 'event',
    type: event.type,
    account: event.account,
    api_version: '2025-01-27',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: opened?.id ?? 'cs_test_never_opened',
        object: 'checkout.session',
        client_reference_id: event.reference,
        payment_status: event.paymentStatus,
        payment_intent: `pi_${event.reference}`,
        amount_total: opened?.amount_total ?? 0,
        currency: opened?.currency ?? 'eur',
        ...event.session,
      },
    },
  };
}

/** A webhook delivery of `event` as Stripe signs it with `secret`. */
export function deliverWebhook(t: TestApp, event: object, secret: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });
}
