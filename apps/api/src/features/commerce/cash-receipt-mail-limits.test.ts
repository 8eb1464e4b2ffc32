import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { agedClubWithManager } from '../../test/aged-club';
import { type ClubFixture } from '../../test/factories';
import { shopKit } from '../../test/shop-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 20 item 6 with the limits ON: a cash order e-mails its receipt to an address the manager
 * types, so a club may send only so many a day (far fewer in its first 24 hours) and one address
 * may get only so many an hour; over either, the order is refused with 429 and its reason.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

/** A club with a manager and a product on sale; `ageDays` back-dates the club's creation. */
async function sellingClub(ageDays = 0) {
  const { club, manager } = await agedClubWithManager(t, ageDays);
  const kit = shopKit(t, club, manager);
  const shop = await kit.sellingCampaign({ name: 'Rifa', price: 100, stock: 1000 });
  const cashOrder = (email: string) =>
    kit.as(manager, {
      method: 'POST',
      url: `/api/clubs/${club.hash}/commerce/campaigns/${shop.campaignHash}/orders`,
      payload: { buyer: { name: 'Comprador', email }, items: [{ productHash: shop.productHash, quantity: 1 }] },
    });
  return { club, cashOrder };
}

const ordersOf = async (club: ClubFixture) => (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.clubId, club.id))).length;

describe('cash receipts as a mail relay', () => {
  it('stops a club created minutes ago at 20 receipts a day, whatever the addresses', async () => {
    const { club, cashOrder } = await sellingClub();
    const statuses = [];
    for (let n = 0; n < 25; n += 1) statuses.push((await cashOrder(`target-${n}@example.org`)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    const refused = await cashOrder('one-more@example.org');
    expect(refused.json()).toMatchObject({ code: 429, errorCode: 'RATE_LIMITED', reason: 'clubMailLimitReached' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A refused order is not written: no goods leave without their receipt.
    expect(await ordersOf(club)).toBe(20);
  });

  it('sends one address at most 5 receipts an hour', async () => {
    const { cashOrder } = await sellingClub(30);
    for (let n = 0; n < 5; n += 1) expect((await cashOrder('same@example.org')).statusCode).toBe(201);
    const refused = await cashOrder('Same@Example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED', reason: 'recipientMailLimitReached' });
    expect((await cashOrder('other@example.org')).statusCode).toBe(201);
  });

  it('lets an older club send its normal volume: 60 receipts to 60 buyers', async () => {
    const { cashOrder } = await sellingClub(30);
    for (let n = 0; n < 60; n += 1) expect((await cashOrder(`buyer-${n}@example.org`)).statusCode).toBe(201);
  });
});
