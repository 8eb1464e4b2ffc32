import { BookingCalendarSchema, BookingSchema, LinkGroupSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outboxMessages, paymentAttempts, paymentEvents, payments } from '../../db/schema';
import { cardCheckoutApp, checkoutSessionEvent, connectedClub, connectStripe, deliverWebhook } from '../../test/card-checkout-kit';
import { injectAs, type ClubFixture, type Session } from '../../test/factories';
import { StripeDouble } from '../../test/stripe-double';
import { type TestApp } from '../../test/test-app';

// Bookings paid by card (issue 13 part 5) through the shop's Stripe Connect adapter, against the
// local double of Stripe's API (Stripe cannot be reached from here), with real signed webhooks.
const WEBHOOK_SECRET = 'whsec_tribuna_bookings';
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
  ({ t, club, manager } = await cardCheckoutApp(double, WEBHOOK_SECRET));
  // The club connects its Stripe account, which then takes charges.
  account = await connectStripe(t, double, manager, club.hash);
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
/**
 * Stripe's signed event about the checkout session opened for `reference` (its id, total and
 * currency, on the club's account); `forged` changes what a forger would change.
 */
function deliver(id: string, type: string, reference: string, paymentStatus: string, forged: { account?: string; session?: object } = {}) {
  const event = checkoutSessionEvent(double, {
    id,
    type,
    reference,
    paymentStatus,
    account: forged.account ?? account,
    session: forged.session,
  });
  return deliverWebhook(t, event, WEBHOOK_SECRET);
}
const rowOf = async (hash: string) => (await t.db.select().from(bookings).where(eq(bookings.publicId, hash)))[0]!;

/** The provider's payment a booking was paid by (the ledger keeps it; the booking no longer does), or null. */
const paidIntentOf = async (hash: string) => {
  const [payment] = await t.db.select().from(payments).where(eq(payments.subjectId, hash));
  if (!payment) return null;
  const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, payment.id));
  return attempts.find((attempt) => attempt.status === 'paid')?.intentId ?? null;
};
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
    expect(await rowOf(pending.hash)).toMatchObject({ status: 'confirmed' });
    expect(await paidIntentOf(pending.hash)).toBe(`pi_${reference}`);
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

describe('the webhook trusts only what it can prove for bookings', () => {
  /** Another club's connected account, able to open checkouts of its own naming anything. */
  let theirs: string;
  beforeAll(async () => {
    theirs = (await connectedClub(t, double)).account;
    expect(theirs).not.toBe(account);
  });
  const recorded = async (eventId: string) => (await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)))[0];
  async function expectRefused(
    eventId: string,
    type: string,
    hash: string,
    forged: { account?: string; session?: object },
    reason: string,
  ) {
    const refunds = double.callsTo('/v1/refunds').length;
    const paid = type === 'checkout.session.completed' ? 'paid' : 'unpaid';
    expect((await deliver(eventId, type, `booking:${hash}`, paid, forged)).statusCode).toBe(200);
    expect(await rowOf(hash)).toMatchObject({ status: 'pending', cancelledAt: null });
    expect(await paidIntentOf(hash)).toBeNull();
    expect(await recorded(eventId)).toMatchObject({ outcome: 'refused', refusal: reason });
    expect(double.callsTo('/v1/refunds')).toHaveLength(refunds);
  }

  it('refuses another club’s account, another session, another amount or currency; the genuine payment confirms', async () => {
    const pending = await book(at(6, '10:00'), 'proof@example.org');
    const paid = 'checkout.session.completed';
    await expectRefused(
      'evt_bp_theirs',
      paid,
      pending.hash,
      { account: theirs, session: { id: 'cs_test_theirs', amount_total: 50 } },
      'accountMismatch',
    );
    await expectRefused('evt_bp_session', paid, pending.hash, { session: { id: 'cs_test_another' } }, 'sessionMismatch');
    await expectRefused('evt_bp_amount', paid, pending.hash, { session: { amount_total: 50 } }, 'amountMismatch');
    await expectRefused('evt_bp_currency', paid, pending.hash, { session: { currency: 'usd' } }, 'currencyMismatch');
    expect((await deliver('evt_bp_genuine', paid, `booking:${pending.hash}`, 'paid')).statusCode).toBe(200);
    expect(await rowOf(pending.hash)).toMatchObject({ status: 'confirmed' });
    expect(await paidIntentOf(pending.hash)).toBe(`pi_booking:${pending.hash}`);
  });

  it('does not let an expiry from another account, or of another session, let the slot go', async () => {
    const pending = await book(at(6, '12:00'), 'hold@example.org');
    await expectRefused('evt_bx_theirs', 'checkout.session.expired', pending.hash, { account: theirs }, 'accountMismatch');
    await expectRefused(
      'evt_bx_session',
      'checkout.session.expired',
      pending.hash,
      { session: { id: 'cs_test_another' } },
      'sessionMismatch',
    );
    await deliver('evt_bx_genuine', 'checkout.session.expired', `booking:${pending.hash}`, 'unpaid');
    expect((await rowOf(pending.hash)).status).toBe('cancelled');
  });

  it('refuses a payment naming a booking it does not know', async () => {
    expect((await deliver('evt_bp_unknown', 'checkout.session.completed', 'booking:nothing-here', 'paid')).statusCode).toBe(200);
    expect(await recorded('evt_bp_unknown')).toMatchObject({ outcome: 'refused', refusal: 'unknownReference' });
  });
});

describe('the club cancelling a card-paid booking gives all the money back', () => {
  const paidBooking = async (startAt: string, email: string) => {
    const pending = await book(startAt, email);
    await deliver(`evt_paid_${pending.hash}`, 'checkout.session.completed', `booking:${pending.hash}`, 'paid');
    expect((await rowOf(pending.hash)).status).toBe('confirmed');
    return pending;
  };
  const refundsOf = (hash: string) => double.callsTo('/v1/refunds').filter((call) => call.idempotencyKey === `refund-booking:${hash}`);

  it('a manager’s cancel refunds the full price even when late (the club cancels: no fee), once under parallel requests', async () => {
    const soon = new Date(Math.ceil((Date.now() + 5 * 3_600_000) / 3_600_000) * 3_600_000).toISOString();
    const late = await paidBooking(soon, 'agenda-cancel@example.org');
    const cancel = () => injectAs(t, manager, { method: 'DELETE', url: `${base()}/agenda/${late.hash}` });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toMatchObject({ status: 'cancelled', cancelFee: 0 });
    const refunds = refundsOf(late.hash);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.get('amount')).toBe('2000');
    expect(refunds[0]!.form.get('payment_intent')).toBe(`pi_booking:${late.hash}`);
  });

  it('a manager’s cancel changes nothing when the provider cannot refund (409 paymentUnavailable)', async () => {
    const paid = await paidBooking(at(7, '18:00'), 'agenda-down@example.org');
    double.failing = true;
    try {
      const answer = await injectAs(t, manager, { method: 'DELETE', url: `${base()}/agenda/${paid.hash}` });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ reason: 'paymentUnavailable' });
    } finally {
      double.failing = false;
    }
    expect((await rowOf(paid.hash)).status).toBe('confirmed');
  });

  it('parallel public cancellations refund once', async () => {
    const paid = await paidBooking(at(7, '10:00'), 'twice@example.org');
    const cancel = () => t.app.inject({ method: 'DELETE', url: `/api/bookings/${paid.hash}` });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(refundsOf(paid.hash)).toHaveLength(1);
  });

  it('deleting a calendar refunds each paid future booking in full and tells its booker, once under parallel requests', async () => {
    const post = async (path: string, payload: object) =>
      (await injectAs(t, manager, { method: 'POST', url: `${base()}${path}`, payload })).json();
    const doomed = BookingCalendarSchema.parse(
      await post('/calendars', {
        name: 'Pista que cierra',
        sport: 'padel',
        openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: '00:00', closesAt: '24:00' })),
      }),
    ).hash;
    await injectAs(t, manager, {
      method: 'PATCH',
      url: `${base()}/link-groups/${link}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: { calendarHashes: [court, doomed] },
    });
    const bookOn = async (startAt: string, email: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/booking-links/${link}/bookings`,
        payload: { calendarHash: doomed, startAt, minutes: 60, email, name: 'Doomed' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return BookingSchema.parse(response.json());
    };
    const pay = (pending: { hash: string }) =>
      deliver(`evt_doomed_${pending.hash}`, 'checkout.session.completed', `booking:${pending.hash}`, 'paid');
    const first = await bookOn(at(2, '10:00'), 'doomed-1@example.org');
    await pay(first);
    const second = await bookOn(at(3, '16:00'), 'doomed-2@example.org');
    const remove = () => injectAs(t, manager, { method: 'DELETE', url: `${base()}/calendars/${doomed}` });
    // A card checkout still open could be paid with nowhere to go: refused, nothing refunded yet.
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'calendarAwaitingPayments' });
    expect(refundsOf(first.hash)).toHaveLength(0);
    expect((await rowOf(first.hash)).status).toBe('confirmed');
    await pay(second);
    const answers = await Promise.all([remove(), remove()]);
    expect(answers.map((answer) => answer.statusCode)).toContain(204);
    for (const paid of [first, second]) {
      const refunds = refundsOf(paid.hash);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.form.get('amount')).toBe('2000');
    }
    for (const email of ['doomed-1@example.org', 'doomed-2@example.org']) {
      const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
      expect(mails.map((mail) => mail.template).sort()).toEqual(['booking-cancelled', 'booking-confirmed']);
    }
    const calendars = await injectAs(t, manager, { url: `${base()}/calendars` });
    expect(calendars.body).not.toContain(doomed);
  });
});
