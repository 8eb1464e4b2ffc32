import { BookingSchema, CheckoutResultSchema, FreeSlotListSchema } from '@tribuna/contract';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createBookingSetup, createClub, createManager, injectAs, signIn, type ClubFixture, type Session } from './factories';
import { cardCheckoutEnv, checkoutSessionEvent, connectStripe, deliverWebhook } from './card-checkout-kit';
import { buyer, shopKit } from './shop-kit';
import { StripeDouble } from './stripe-double';
import { testConfig, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Issue 20 item 8e: order and booking hashes are bearer secrets (whoever has one reads the order
 * or the booking, and may cancel it), so no log line carries one: every line the app writes
 * during a checkout, a payment webhook (a good one and a refused one), a booking and a
 * cancellation is read back and searched for them.
 */
const WEBHOOK_SECRET = 'whsec_tribuna_log_test';
const double = new StripeDouble();
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let testDb: TestDatabase;
let t: TestApp;
let club: ClubFixture;
let manager: Session;

beforeAll(async () => {
  const apiBase = await double.start();
  testDb = await createTestDatabase({ seed: false });
  const config = testConfig(cardCheckoutEnv(apiBase, WEBHOOK_SECRET));
  const app = await buildApp({ config, database: testDb.database, logger: { level: 'debug', stream: sink } });
  await app.ready();
  t = { app, config, db: testDb.database.db, close: () => app.close(), login: () => Promise.reject(new Error('use signIn')) };
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
});
afterAll(async () => {
  await t?.close();
  await testDb?.drop();
  await double.stop();
});

const deliver = (event: object) => deliverWebhook(t, event, WEBHOOK_SECRET);
const sessionEvent = (id: string, orderHash: string, account: string, session: object = {}, type = 'checkout.session.completed') =>
  checkoutSessionEvent(double, { id, type, reference: orderHash, paymentStatus: 'paid', account, session });

describe('logs', () => {
  it('carry no order hash through a card checkout and its webhooks', async () => {
    const kit = shopKit(t, club, manager);
    const shop = await kit.sellingCampaign({ name: 'Samarreta', price: 1500, stock: 10 });
    const account = await connectStripe(t, double, manager, club.hash);

    lines.length = 0;
    const buy = () =>
      kit.buy({ items: [{ productHash: shop.productHash, quantity: 1 }], buyer: buyer('logs') }, undefined, shop.campaignHash);
    const paid = CheckoutResultSchema.parse((await buy()).json()).order.hash;
    const refused = CheckoutResultSchema.parse((await buy()).json()).order.hash;
    const late = CheckoutResultSchema.parse((await buy()).json()).order.hash;
    expect((await deliver(sessionEvent('evt_logs_paid', paid, account))).statusCode).toBe(200);
    // A delivery that proves nothing (another session than the order's) is logged as refused.
    expect((await deliver(sessionEvent('evt_logs_refused', refused, account, { id: 'cs_test_someone_else' }))).statusCode).toBe(200);
    // Paid again once the order no longer waits for it: refunded, and logged.
    expect((await deliver(sessionEvent('evt_logs_again', paid, account, { payment_intent: 'pi_second' }))).statusCode).toBe(200);
    // Expired, then paid after all: the late payment is refunded, and logged.
    expect(
      (await deliver(sessionEvent('evt_logs_expired', late, account, { payment_status: 'unpaid' }, 'checkout.session.expired'))).statusCode,
    ).toBe(200);
    expect((await deliver(sessionEvent('evt_logs_late', late, account))).statusCode).toBe(200);
    expect(double.callsTo('/v1/refunds')).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/shop/orders/${paid}` })).statusCode).toBe(200);

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(paid);
    expect(text).not.toContain(refused);
    expect(text).not.toContain(late);
  });

  it('carry no booking hash through a booking and its cancellation', async () => {
    const setup = await createBookingSetup(t, club);
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const slots = FreeSlotListSchema.parse((await t.app.inject({ url: `/api/booking-links/${setup.linkHash}/slots?from=${day}` })).json());
    const slot = slots['hydra:member'].find((s) => s.minutes === 60)!;

    lines.length = 0;
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/booking-links/${setup.linkHash}/bookings`,
      payload: { calendarHash: setup.calendarHash, startAt: slot.startAt, minutes: 60, email: 'logs@example.org', name: 'Logs' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking = BookingSchema.parse(made.json());
    await t.app.inject({ url: `/api/bookings/${booking.hash}` });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/bookings/${booking.hash}` })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/bookings/${booking.hash}` });
    await injectAs(t, manager, { method: 'DELETE', url: `/api/clubs/${club.hash}/bookings/agenda/${setup.bookingHash}` });

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(booking.hash);
    expect(text).not.toContain(setup.bookingHash);
  });
});
