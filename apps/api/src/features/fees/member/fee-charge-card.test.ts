import { PayChargeResultSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema';
import { cardCheckoutApp, checkoutSessionEvent, connectStripe, deliverWebhook } from '../../../test/card-checkout-kit';
import { createMember, injectAs, signIn, type ClubFixture, type Session } from '../../../test/factories';
import { StripeDouble } from '../../../test/stripe-double';
import type { TestApp } from '../../../test/test-app';
import { chargeRow, createCharge } from './member-test-kit';

// A member pays a charge by card (issue 23 part 3) through the payments area's Stripe adapter,
// against the local double of Stripe's API, with signed webhooks reaching the fee_charge handler.
const WEBHOOK_SECRET = 'whsec_tribuna_fees';
const double = new StripeDouble();
let t: TestApp;
let club: ClubFixture;
let account: string;
let member: Session;
let memberProfile: { id: number };

beforeAll(async () => {
  let manager: Session;
  ({ t, club, manager } = await cardCheckoutApp(double, WEBHOOK_SECRET));
  account = await connectStripe(t, double, manager, club.hash);
  const person = await createMember(t, club);
  member = await signIn(t, person.user);
  memberProfile = person.profile;
});
afterAll(async () => {
  await t.close();
  await double.stop();
});

const deliver = (event: object) => deliverWebhook(t, event, WEBHOOK_SECRET);
const paidEvent = (id: string, reference: string) =>
  checkoutSessionEvent(double, { id, type: 'checkout.session.completed', reference, paymentStatus: 'paid', account });
const moneyBack = (id: string, type: string, object: object) => ({
  id,
  object: 'event',
  type,
  account,
  api_version: '2025-01-27',
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

describe('paying a charge by card', () => {
  it('opens a checkout on the club’s account; the provider’s confirmation pays the charge once', async () => {
    const charge = await createCharge(t, club, memberProfile, { amount: 5000 });
    const response = await injectAs(t, member, { method: 'POST', url: `/api/clubs/${club.hash}/my/charges/${charge.hash}/payments` });
    expect(response.statusCode, response.body).toBe(200);
    const result = PayChargeResultSchema.parse(response.json());
    expect(result.method).toBe('card');
    expect(result.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(result.charge.state).toBe('pending');
    expect(double.sessionFor(`fee_charge:${charge.hash}`)?.amount_total).toBe(5000);

    expect((await deliver(paidEvent('evt_fee_paid', `fee_charge:${charge.hash}`))).statusCode).toBe(200);
    expect((await deliver(paidEvent('evt_fee_paid_again', `fee_charge:${charge.hash}`))).statusCode).toBe(200);
    expect(await chargeRow(t, charge.hash)).toMatchObject({ status: 'paid', paidMethod: 'card' });
    const [ledger] = await t.db.select().from(payments).where(eq(payments.subjectId, charge.hash));
    expect(ledger).toMatchObject({ purpose: 'fee_charge', status: 'paid', amount: 5000 });

    // Paid now: another checkout is refused.
    const again = await injectAs(t, member, { method: 'POST', url: `/api/clubs/${club.hash}/my/charges/${charge.hash}/payments` });
    expect([again.statusCode, again.json().reason]).toEqual([409, 'chargeNotPayable']);
  });

  it('notes a partial refund at the provider, and a chargeback makes the charge owed again with its reason', async () => {
    const charge = await createCharge(t, club, memberProfile, { amount: 4000 });
    await injectAs(t, member, { method: 'POST', url: `/api/clubs/${club.hash}/my/charges/${charge.hash}/payments` });
    await deliver(paidEvent('evt_fee2_paid', `fee_charge:${charge.hash}`));
    const intent = `pi_fee_charge:${charge.hash}`;
    await deliver(
      moneyBack('evt_fee2_refund', 'charge.refunded', { id: 'ch_fee2', object: 'charge', payment_intent: intent, amount_refunded: 1000 }),
    );
    expect(await chargeRow(t, charge.hash)).toMatchObject({ status: 'partly_refunded', refundedAmount: 1000 });

    await deliver(
      moneyBack('evt_fee2_dispute', 'charge.dispute.created', {
        id: 'dp_fee2',
        object: 'dispute',
        payment_intent: intent,
        amount: 3000,
        reason: 'fraudulent',
      }),
    );
    expect(await chargeRow(t, charge.hash)).toMatchObject({ status: 'returned', returnReason: 'fraudulent', paidAt: null });
  });
});
