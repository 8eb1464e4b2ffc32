import { BookingCalendarSchema, BookingSchema, LinkGroupSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outboxMessages } from '../../db/schema';
import { createClub, createManager, injectAs, signIn, type ClubFixture, type Session } from '../../test/factories';
import { StripeDouble } from '../../test/stripe-double';
import { createTestApp, type TestApp } from '../../test/test-app';

// Bookings paid by card (issue 13 part 5) through the shop's Stripe Connect adapter, against the
// local double of Stripe's API (Stripe cannot be reached from here), with real signed webhooks.
const WEBHOOK_SECRET = 'whsec_tribuna_bookings';
const stripe = new Stripe('sk_test_tribuna');
const double = new StripeDouble();
let t: TestApp;
let club: ClubFixture;
let manager: Session;
let account: string;
let court: string;
let link: string;

const ZONE = 'Europe/Madrid';
const at = (days: number, time: string) =>
  DateTime.fromISO(`${DateTime.now().setZone(ZONE).plus({ days }).toISODate()}T${time}`, { zone: ZONE })
    .toUTC()
    .toISO()!;
const base = () => `/api/clubs/${club.hash}/bookings`;

beforeAll(async () => {
  const apiBase = await double.start();
  t = await createTestApp(
    { RATE_LIMIT: 'false', STRIPE_SECRET_KEY: 'sk_test_tribuna', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: apiBase },
    { seed: false },
  );
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  // The club connects its Stripe account, which then takes charges.
  await injectAs(t, manager, { url: `/api/clubs/${club.hash}/payments/methods/onboard-links` });
  account = [...double.chargesEnabled.keys()][0]!;
  double.chargesEnabled.set(account, true);
  await injectAs(t, manager, { url: `/api/clubs/${club.hash}/payments/onboard` });
  const post = async (path: string, payload: object) =>
    (await injectAs(t, manager, { method: 'POST', url: `${base()}${path}`, payload })).json();
  court = BookingCalendarSchema.parse(
    await post('/calendars', {
      name: 'Pista Stripe',
      sport: 'padel',
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: '00:00', closesAt: '24:00' })),
    }),
  ).hash;
  await post('/pricing-policies', {
    name: 'Todo',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    startsAt: '00:00',
    endsAt: '24:00',
    memberPrice: 1000,
    guestPrice: 2000,
  });
  link = LinkGroupSchema.parse(
    await post('/link-groups', {
      name: 'Con pago',
      calendarHashes: [court],
      paymentRequired: true,
      minNoticeMinutes: 0,
      lateCancelFeePercent: 50,
    }),
  ).hash;
});
afterAll(async () => {
  await t.close();
  await double.stop();
});

const book = async (startAt: string, email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/booking-links/${link}/bookings`,
    payload: { calendarHash: court, startAt, minutes: 60, email, name: 'Card' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return BookingSchema.parse(response.json());
};
function deliver(id: string, type: string, reference: string, paymentStatus: string) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    account,
    api_version: '2025-01-27',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_test_b',
        object: 'checkout.session',
        client_reference_id: reference,
        payment_status: paymentStatus,
        payment_intent: `pi_${reference}`,
      },
    },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}
const rowOf = async (hash: string) => (await t.db.select().from(bookings).where(eq(bookings.publicId, hash)))[0]!;

describe('bookings paid by card', () => {
  it('opens the club’s Stripe checkout, confirms on the signed webhook once, and refunds on a free cancellation', async () => {
    const pending = await book(at(3, '10:00'), 'card@example.org');
    expect(pending).toMatchObject({ status: 'pending', amount: 2000, payment: { provider: 'card' } });
    expect(pending.payment!.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    // The test provider's button does not pay a card booking.
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${pending.hash}/test-payment` })).statusCode).toBe(409);
    const session = double.callsTo('/v1/checkout/sessions').at(-1)!;
    expect(session.account).toBe(account);
    expect(session.form.get('client_reference_id')).toBe(`booking:${pending.hash}`);
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe('2000');
    // Stripe's sessions live at least 30 minutes: the slot is held longer than the session.
    expect((Date.parse(pending.payment!.holdUntil) - Date.now()) / 60_000).toBeGreaterThan(30);

    const reference = `booking:${pending.hash}`;
    expect((await deliver('evt_b_paid', 'checkout.session.completed', reference, 'paid')).statusCode).toBe(200);
    expect((await deliver('evt_b_paid', 'checkout.session.completed', reference, 'paid')).statusCode).toBe(200);
    expect(await rowOf(pending.hash)).toMatchObject({ status: 'confirmed', paymentIntentId: `pi_${reference}` });
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'card@example.org'))).toHaveLength(1);

    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${pending.hash}` });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelFee: 0 });
    const refund = double.callsTo('/v1/refunds').at(-1)!;
    expect(refund).toMatchObject({ account, idempotencyKey: `refund-${reference}` });
    expect(refund.form.get('payment_intent')).toBe(`pi_${reference}`);
    expect(refund.form.get('amount')).toBe('2000');
  });

  it('keeps the late fee and refunds the rest when cancelled late', async () => {
    const soon = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 3_600_000) * 3_600_000).toISOString();
    const late = await book(soon, 'late-card@example.org');
    await deliver('evt_b_late_paid', 'checkout.session.completed', `booking:${late.hash}`, 'paid');
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${late.hash}` });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelFee: 1000 });
    expect(double.callsTo('/v1/refunds').at(-1)!.form.get('amount')).toBe('1000');
  });

  it('lets an abandoned checkout go, and gives back a payment that arrives for a booking no longer waiting', async () => {
    const pending = await book(at(4, '12:00'), 'gone@example.org');
    const reference = `booking:${pending.hash}`;
    await deliver('evt_b_expired', 'checkout.session.expired', reference, 'unpaid');
    expect((await rowOf(pending.hash)).status).toBe('cancelled');
    // The slot is free again for someone else.
    await book(at(4, '12:00'), 'next@example.org');
    const refunds = double.callsTo('/v1/refunds').length;
    await deliver('evt_b_late', 'checkout.session.async_payment_succeeded', reference, 'paid');
    expect((await rowOf(pending.hash)).status).toBe('cancelled');
    expect(double.callsTo('/v1/refunds')).toHaveLength(refunds + 1);
    expect(double.callsTo('/v1/refunds').at(-1)!.form.get('payment_intent')).toBe(`pi_${reference}`);
  });

  it('answers 409 paymentUnavailable when Stripe cannot open the checkout, and the slot stays free', async () => {
    double.failing = true;
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/booking-links/${link}/bookings`,
        payload: { calendarHash: court, startAt: at(5, '09:00'), minutes: 60, email: 'down@example.org', name: 'Down' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ reason: 'paymentUnavailable' });
    } finally {
      double.failing = false;
    }
    await book(at(5, '09:00'), 'up@example.org');
  });
});
