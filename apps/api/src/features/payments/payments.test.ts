import { CheckoutResultSchema, OnboardLinksSchema, OnboardStateSchema, OrderSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, orders, paymentAttempts, paymentEvents, paymentRefunds, payments } from '../../db/schema';
import { cardCheckoutApp, checkoutSessionEvent, connectedClub, deliverWebhook } from '../../test/card-checkout-kit';
import { createClub, createManager, signIn, type ClubFixture, type Session } from '../../test/factories';
import { buyer, shopKit } from '../../test/shop-kit';
import { StripeDouble } from '../../test/stripe-double';
import { createTestApp, type TestApp } from '../../test/test-app';

const WEBHOOK_SECRET = 'whsec_tribuna_test_secret';
const double = new StripeDouble();
let t: TestApp;
let club: ClubFixture;
let manager: Session;
let kit: ReturnType<typeof shopKit>;
let shop: { campaignHash: string; productHash: string };

beforeAll(async () => {
  ({ t, club, manager } = await cardCheckoutApp(double, WEBHOOK_SECRET));
  kit = shopKit(t, club, manager);
  shop = await kit.sellingCampaign({ name: 'Entrada', price: 1000, stock: 20, isTicket: true });
});
afterAll(async () => {
  await t.close();
  await double.stop();
});

const onboardUrl = (path: string) => `/api/clubs/${club.hash}/payments/${path}`;
const checkout = (n: string, quantity = 1) =>
  kit.buy({ items: [{ productHash: shop.productHash, quantity }], buyer: buyer(n) }, undefined, shop.campaignHash);
/** A webhook delivery as Stripe signs it (stripe-node's own test signer). */
const deliver = (event: object, secret = WEBHOOK_SECRET) => deliverWebhook(t, event, secret);
/** Stripe's event about the checkout session opened for the order (its id, total and currency), from `account`. */
const sessionEvent = (id: string, type: string, orderHash: string, paymentStatus: string, account: string, session: object = {}) =>
  checkoutSessionEvent(double, { id, type, reference: orderHash, paymentStatus, account, session });
const statusOf = async (orderHash: string) => (await t.db.select().from(orders).where(eq(orders.publicId, orderHash)))[0]!;
/** The ledger's payment for the order, its attempts and refunds. */
const ledgerOf = async (orderHash: string) => {
  const [payment] = await t.db.select().from(payments).where(eq(payments.subjectId, orderHash));
  if (!payment) return undefined;
  const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, payment.id));
  const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
  return { payment, attempts, refunds };
};
/** The provider's payment the order was paid by (the ledger keeps it; the order no longer does). */
const paidIntentOf = async (orderHash: string) =>
  (await ledgerOf(orderHash))?.attempts.find((attempt) => attempt.status === 'paid')?.intentId ?? null;

describe('Stripe Connect onboarding', () => {
  it('creates the club’s account once and gives a fresh onboarding link each time', async () => {
    const first = OnboardLinksSchema.parse((await kit.as(manager, { url: onboardUrl('methods/onboard-links') })).json());
    const second = OnboardLinksSchema.parse((await kit.as(manager, { url: onboardUrl('methods/onboard-links') })).json());
    expect(first['hydra:member'][0]).toMatchObject({ provider: 'stripe', url: expect.stringMatching(/^https:\/\/connect\.stripe\.com\//) });
    expect(second['hydra:member'][0]!.url).not.toBe(first['hydra:member'][0]!.url);
    expect(double.callsTo('/v1/accounts')).toHaveLength(1);
    const link = double.callsTo('/v1/account_links')[0]!;
    expect(link.form.get('type')).toBe('account_onboarding');
    expect(link.form.get('return_url')).toBe(`${t.config.appUrl}/dashboard/manager/ecommerce/${club.hash}/campaigns/list?payments=done`);
    const state = OnboardStateSchema.parse((await kit.as(manager, { url: onboardUrl('onboard') })).json());
    expect(state).toEqual({ configured: true, provider: 'stripe', connected: true, detailsSubmitted: false, chargesEnabled: false });
  });

  it('sells through the test provider until Stripe enables charges, then through Stripe’s hosted checkout', async () => {
    const before = CheckoutResultSchema.parse((await checkout('before')).json());
    expect(before.payment.provider).toBe('test');

    const accountId = [...double.chargesEnabled.keys()][0]!;
    double.chargesEnabled.set(accountId, true);
    expect((await kit.as(manager, { url: onboardUrl('onboard') })).json()).toMatchObject({ chargesEnabled: true });

    const response = await checkout('card', 2);
    expect(response.statusCode, response.body).toBe(201);
    const result = CheckoutResultSchema.parse(response.json());
    expect(result.payment).toEqual({ provider: 'stripe', checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) });
    expect(result.order).toMatchObject({ paymentProvider: 'stripe', checkoutUrl: result.payment.checkoutUrl });
    const session = double.callsTo('/v1/checkout/sessions').at(-1)!;
    // A direct charge on the club's account, priced from the catalogue, once per order.
    expect(session.account).toBe(accountId);
    expect(session.idempotencyKey).toBe(`checkout-${result.order.hash}`);
    expect(session.form.get('client_reference_id')).toBe(result.order.hash);
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe('1000');
    expect(session.form.get('line_items[0][quantity]')).toBe('2');
    // Stripe's sessions live at least 30 minutes: the reservation outlasts the session.
    const reservedMinutes = (Date.parse(result.order.reservedUntil) - Date.now()) / 60_000;
    expect(reservedMinutes).toBeGreaterThan(30);
  });
});

describe('Stripe webhook', () => {
  it('refuses a bad signature and changes nothing; a signed completion pays the order once', async () => {
    const order = CheckoutResultSchema.parse((await checkout('hook')).json()).order;
    const account = [...double.chargesEnabled.keys()][0]!;
    const event = sessionEvent('evt_paid_1', 'checkout.session.completed', order.hash, 'paid', account);
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'stripe-signature', codes: ['signatureInvalid'] });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: event });
    expect(unsigned.statusCode).toBe(400);
    expect((await statusOf(order.hash)).status).toBe(0);

    const collectedBefore = (await t.db.select().from(campaigns).where(eq(campaigns.publicId, shop.campaignHash)))[0]!.collectedCents;
    expect((await deliver(event)).json()).toEqual({ received: true });
    // Stripe retries deliveries: the same event again changes nothing.
    expect((await deliver(event)).statusCode).toBe(200);
    const paid = await statusOf(order.hash);
    expect(paid).toMatchObject({ status: 1 });
    expect(await paidIntentOf(order.hash)).toBe(`pi_${order.hash}`);
    const collectedAfter = (await t.db.select().from(campaigns).where(eq(campaigns.publicId, shop.campaignHash)))[0]!.collectedCents;
    expect(collectedAfter - collectedBefore).toBe(1000);
    expect(OrderSchema.parse((await t.app.inject({ url: `/api/shop/orders/${order.hash}` })).json()).tickets).toHaveLength(1);

    // The manager's refund goes through Stripe, once, with the payment it was paid by.
    const refunded = await kit.as(manager, { method: 'POST', url: `/api/clubs/${club.hash}/commerce/orders/${order.hash}/refund` });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await kit.as(manager, { method: 'POST', url: `/api/clubs/${club.hash}/commerce/orders/${order.hash}/refund` });
    const refunds = double.callsTo('/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ account, idempotencyKey: `refund-${order.hash}` });
    expect(refunds[0]!.form.get('payment_intent')).toBe(`pi_${order.hash}`);
    // The ledger keeps it all: the order's payment, the checkout attempt it was paid through, the refund.
    const ledger = await ledgerOf(order.hash);
    expect(ledger?.payment).toMatchObject({ purpose: 'shop_order', reference: order.hash, method: 'card', amount: 1000, currency: 'EUR' });
    expect(ledger?.payment).toMatchObject({ status: 'refunded', refundedAmount: 1000 });
    expect(ledger?.attempts).toEqual([
      expect.objectContaining({ provider: 'stripe', status: 'paid', intentId: `pi_${order.hash}`, amount: 1000 }),
    ]);
    expect(ledger?.refunds).toEqual([expect.objectContaining({ amount: 1000 })]);
  });

  it('lets an abandoned checkout go, and gives back a payment that arrives after its reservation went', async () => {
    const account = [...double.chargesEnabled.keys()][0]!;
    const sold = (await kit.stockOf(shop.productHash)).sold;
    const order = CheckoutResultSchema.parse((await checkout('gone')).json()).order;
    expect((await deliver(sessionEvent('evt_expired_1', 'checkout.session.expired', order.hash, 'unpaid', account))).statusCode).toBe(200);
    expect((await statusOf(order.hash)).status).toBe(2);
    expect((await kit.stockOf(shop.productHash)).sold).toBe(sold);
    const late = await deliver(sessionEvent('evt_late_1', 'checkout.session.async_payment_succeeded', order.hash, 'paid', account));
    expect(late.statusCode).toBe(200);
    expect((await statusOf(order.hash)).status).toBe(2);
    expect(double.callsTo('/v1/refunds').at(-1)!.form.get('payment_intent')).toBe(`pi_${order.hash}`);
    // The ledger: the checkout expired, then its late money came in and went straight back.
    const ledger = await ledgerOf(order.hash);
    expect(ledger?.payment).toMatchObject({ status: 'refunded', refundedAmount: 1000 });
    expect(ledger?.refunds).toEqual([expect.objectContaining({ amount: 1000, reason: 'no longer awaited' })]);
  });

  it('answers 409 when Stripe cannot open the checkout, and the units go back on sale', async () => {
    const sold = (await kit.stockOf(shop.productHash)).sold;
    double.failing = true;
    try {
      const response = await checkout('down');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ reason: 'paymentUnavailable' });
    } finally {
      double.failing = false;
    }
    expect((await kit.stockOf(shop.productHash)).sold).toBe(sold);
  });
});

describe('Stripe webhook trusts only what it can prove', () => {
  let mine: string;
  /** Another club's connected account, able to open checkouts of its own naming anything. */
  let theirs: string;
  beforeAll(async () => {
    mine = [...double.chargesEnabled.keys()][0]!;
    theirs = (await connectedClub(t, double)).account;
    expect(theirs).not.toBe(mine);
  });
  const recorded = async (eventId: string) => (await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)))[0];
  /** Delivers the event and expects it recorded as refused for `reason`, the order still pending and no refund asked. */
  async function expectRefused(event: { id: string }, orderHash: string, reason: string) {
    const refunds = double.callsTo('/v1/refunds').length;
    const sold = (await kit.stockOf(shop.productHash)).sold;
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await statusOf(orderHash)).toMatchObject({ status: 0, paidAt: null });
    expect(await recorded(event.id)).toMatchObject({ outcome: 'refused', refusal: reason });
    expect(double.callsTo('/v1/refunds')).toHaveLength(refunds);
    expect((await kit.stockOf(shop.productHash)).sold).toBe(sold);
  }

  it('refuses a payment on another club’s account that names my order (0.50 € to itself): my order stays unpaid', async () => {
    const order = CheckoutResultSchema.parse((await checkout('forged-account')).json()).order;
    const forged = sessionEvent('evt_forged_account', 'checkout.session.completed', order.hash, 'paid', theirs, {
      id: 'cs_test_theirs',
      amount_total: 50,
    });
    await expectRefused(forged, order.hash, 'accountMismatch');
    // Even with my session's id and amount copied, the account still gives it away.
    await expectRefused(
      sessionEvent('evt_forged_copy', 'checkout.session.completed', order.hash, 'paid', theirs),
      order.hash,
      'accountMismatch',
    );
  });

  it('refuses a session other than the one opened for the order, and a different amount or currency', async () => {
    const order = CheckoutResultSchema.parse((await checkout('forged-session', 2)).json()).order;
    const paid = (id: string, session: object) => sessionEvent(id, 'checkout.session.completed', order.hash, 'paid', mine, session);
    await expectRefused(paid('evt_other_session', { id: 'cs_test_another' }), order.hash, 'sessionMismatch');
    await expectRefused(paid('evt_less_money', { amount_total: 1000 }), order.hash, 'amountMismatch');
    await expectRefused(paid('evt_other_currency', { currency: 'usd' }), order.hash, 'currencyMismatch');
    // The genuine event still pays it.
    expect((await deliver(paid('evt_genuine', {}))).statusCode).toBe(200);
    expect(await statusOf(order.hash)).toMatchObject({ status: 1 });
    expect(await paidIntentOf(order.hash)).toBe(`pi_${order.hash}`);
    expect(await recorded('evt_genuine')).toMatchObject({ outcome: 'handled', refusal: null });
  });

  it('does not let an expiry from another account, or of another session, release my order', async () => {
    const order = CheckoutResultSchema.parse((await checkout('forged-expiry')).json()).order;
    const expired = (id: string, account: string, session: object = {}) =>
      sessionEvent(id, 'checkout.session.expired', order.hash, 'unpaid', account, session);
    await expectRefused(expired('evt_expired_theirs', theirs), order.hash, 'accountMismatch');
    await expectRefused(expired('evt_expired_other_session', mine, { id: 'cs_test_another' }), order.hash, 'sessionMismatch');
    expect((await deliver(expired('evt_expired_genuine', mine))).statusCode).toBe(200);
    expect((await statusOf(order.hash)).status).toBe(2);
  });

  it('refuses an event naming no order it knows', async () => {
    const event = sessionEvent('evt_unknown_order', 'checkout.session.completed', 'no-such-order', 'paid', mine);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await recorded('evt_unknown_order')).toMatchObject({ outcome: 'refused', refusal: 'unknownReference' });
  });

  it('refunds a card-paid order once when two managers refund it at the same moment', async () => {
    const order = CheckoutResultSchema.parse((await checkout('parallel-refund')).json()).order;
    await deliver(sessionEvent('evt_parallel_paid', 'checkout.session.completed', order.hash, 'paid', mine));
    const refund = () => kit.as(manager, { method: 'POST', url: `/api/clubs/${club.hash}/commerce/orders/${order.hash}/refund` });
    const answers = await Promise.all([refund(), refund()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(double.callsTo('/v1/refunds').filter((call) => call.idempotencyKey === `refund-${order.hash}`)).toHaveLength(1);
    expect((await statusOf(order.hash)).status).toBe(3);
  });

  it('does not let the test provider’s pay button pay an order opened for card payment', async () => {
    const order = CheckoutResultSchema.parse((await checkout('card-not-test')).json()).order;
    expect(order.paymentProvider).toBe('stripe');
    const response = await t.app.inject({ method: 'POST', url: `/api/shop/orders/${order.hash}/test-payment` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ reason: 'orderNotPending' });
    expect(await statusOf(order.hash)).toMatchObject({ status: 0, paidAt: null });
  });
});

describe('without Stripe set up', () => {
  it('offers no onboarding link and has no webhook', async () => {
    const plain = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
    try {
      const other = await createClub(plain);
      const otherManager = await signIn(plain, (await createManager(plain, other)).user);
      const as = shopKit(plain, other, otherManager).as;
      expect((await as(otherManager, { url: `/api/clubs/${other.hash}/payments/methods/onboard-links` })).json()['hydra:member']).toEqual(
        [],
      );
      expect((await as(otherManager, { url: `/api/clubs/${other.hash}/payments/onboard` })).json()).toMatchObject({ configured: false });
      expect((await plain.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
