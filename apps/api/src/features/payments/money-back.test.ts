import { CheckoutResultSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, paymentRefunds, paymentReversals, payments } from '../../db/schema';
import { cardCheckoutApp, checkoutSessionEvent, connectStripe, deliverWebhook } from '../../test/card-checkout-kit';
import type { ClubFixture, Session } from '../../test/factories';
import { buyer, shopKit } from '../../test/shop-kit';
import { StripeDouble } from '../../test/stripe-double';
import type { TestApp } from '../../test/test-app';

/**
 * Money that comes back after a payment looked paid: a refund made at Stripe's dashboard and a
 * chargeback reach the ledger (and the feature owning the payment) through the signed webhook.
 */
const WEBHOOK_SECRET = 'whsec_tribuna_money_back';
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
  await connectStripe(t, double, manager, club.hash);
});
afterAll(async () => {
  await t.close();
  await double.stop();
});

const checkout = (n: string, quantity = 1) =>
  kit.buy({ items: [{ productHash: shop.productHash, quantity }], buyer: buyer(n) }, undefined, shop.campaignHash);
const deliver = (event: object) => deliverWebhook(t, event, WEBHOOK_SECRET);
const sessionEvent = (id: string, type: string, orderHash: string, paymentStatus: string, account: string) =>
  checkoutSessionEvent(double, { id, type, reference: orderHash, paymentStatus, account });
const statusOf = async (orderHash: string) => (await t.db.select().from(orders).where(eq(orders.publicId, orderHash)))[0]!;
const ledgerOf = async (orderHash: string) => {
  const [payment] = await t.db.select().from(payments).where(eq(payments.subjectId, orderHash));
  if (!payment) return undefined;
  const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
  return { payment, refunds };
};

/** A Stripe event about a charge or a dispute on `account`'s payment. */
const moneyBackEvent = (id: string, type: string, object: object, account: string) => ({
  id,
  object: 'event',
  type,
  account,
  api_version: '2025-01-27',
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

describe('Stripe webhook: money that comes back later', () => {
  it('notes a refund made at Stripe and a chargeback in the ledger, once each, and leaves the order to the club', async () => {
    const account = [...double.chargesEnabled.keys()][0]!;
    const order = CheckoutResultSchema.parse((await checkout('money-back', 2)).json()).order;
    await deliver(sessionEvent('evt_mb_paid', 'checkout.session.completed', order.hash, 'paid', account));
    const intent = `pi_${order.hash}`;
    const refunded = (id: string, amount: number) =>
      moneyBackEvent(id, 'charge.refunded', { id: 'ch_mb', object: 'charge', payment_intent: intent, amount_refunded: amount }, account);
    expect((await deliver(refunded('evt_mb_refund', 400))).statusCode).toBe(200);
    // Told again (another event, the same total refunded): nothing more.
    expect((await deliver(refunded('evt_mb_refund_again', 400))).statusCode).toBe(200);
    let ledger = await ledgerOf(order.hash);
    expect(ledger?.payment).toMatchObject({ status: 'partially_refunded', refundedAmount: 400 });
    expect(ledger?.refunds).toEqual([expect.objectContaining({ amount: 400, reason: 'refunded at the provider' })]);
    expect((await statusOf(order.hash)).status).toBe(1);

    const dispute = (id: string) =>
      moneyBackEvent(
        id,
        'charge.dispute.created',
        { id: 'dp_mb', object: 'dispute', payment_intent: intent, amount: 2000, reason: 'fraudulent' },
        account,
      );
    expect((await deliver(dispute('evt_mb_dispute'))).statusCode).toBe(200);
    expect((await deliver(dispute('evt_mb_dispute_again'))).statusCode).toBe(200);
    ledger = await ledgerOf(order.hash);
    expect(ledger?.payment.status).toBe('reversed');
    const reversals = await t.db.select().from(paymentReversals).where(eq(paymentReversals.paymentId, ledger!.payment.id));
    expect(reversals).toEqual([
      expect.objectContaining({ amount: 2000, kind: 'chargeback', reasonCode: 'fraudulent', providerReference: 'dp_mb' }),
    ]);
    expect((await statusOf(order.hash)).status).toBe(1);
  });

  it('refuses news of a payment it does not know, or from another account than its club’s', async () => {
    const account = [...double.chargesEnabled.keys()][0]!;
    const unknown = moneyBackEvent(
      'evt_mb_unknown',
      'charge.refunded',
      { id: 'ch_x', object: 'charge', payment_intent: 'pi_nobody', amount_refunded: 100 },
      account,
    );
    expect((await deliver(unknown)).statusCode).toBe(200);
    expect((await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_mb_unknown')))[0]).toMatchObject({
      outcome: 'refused',
      refusal: 'unknownReference',
    });
    const order = CheckoutResultSchema.parse((await checkout('money-back-forged')).json()).order;
    await deliver(sessionEvent('evt_mbf_paid', 'checkout.session.completed', order.hash, 'paid', account));
    const forged = moneyBackEvent(
      'evt_mb_forged',
      'charge.dispute.created',
      { id: 'dp_forged', object: 'dispute', payment_intent: `pi_${order.hash}`, amount: 1000, reason: 'fraudulent' },
      'acct_someone_else',
    );
    expect((await deliver(forged)).statusCode).toBe(200);
    expect((await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_mb_forged')))[0]).toMatchObject({
      outcome: 'refused',
      refusal: 'accountMismatch',
    });
    expect((await ledgerOf(order.hash))?.payment.status).toBe('paid');
  });
});
