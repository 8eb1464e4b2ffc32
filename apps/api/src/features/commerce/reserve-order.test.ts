import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignProducts, orders } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { createCampaign, createClub, type ClubFixture } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reserveOrder, type ReserveOrderInput } from './reserve-order';

let t: TestApp;
let club: ClubFixture;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
});
afterAll(async () => {
  await t.close();
});

async function input(purchaseIdentifier: string, quantity = 1): Promise<ReserveOrderInput> {
  const campaign = await createCampaign(t, club, { published: true });
  const [product] = await t.db.select().from(campaignProducts).where(eq(campaignProducts.publicId, campaign.productHash!));
  return {
    order: {
      publicId: newPublicId(),
      clubId: club.id,
      campaignId: campaign.id,
      purchaseIdentifier,
      paidByType: 'external',
      paidByName: 'Ana',
      paidByEmail: 'ana@example.org',
      userId: null,
      amountCents: 2500 * quantity,
      taxAmountCents: 0,
      reservedUntil: new Date(Date.now() + 15 * 60_000),
      paymentProvider: 'test',
      idempotencyKey: null,
      checkLimits: true,
    },
    lines: [
      {
        productId: product!.id,
        optionId: null,
        name: product!.name,
        optionName: null,
        quantity,
        unitPriceCents: 2500,
        unitTaxCents: 0,
        unitTotalCents: 2500,
        taxName: null,
        taxRateBasisPoints: null,
        taxType: null,
        maxPerBuyer: null,
        seats: [],
      },
    ],
  };
}

describe('tribuna_reserve_order', () => {
  it('draws another order number when the one given is taken in the club, and keeps the month', async () => {
    const taken = '2611-KKKKKK';
    const first = await reserveOrder(t.db, await input(taken));
    expect('order' in first && first.order.purchaseIdentifier).toBe(taken);
    const result = await reserveOrder(t.db, await input(taken));
    if (!('order' in result)) throw new Error('expected a new order');
    expect(result.order.purchaseIdentifier).not.toBe(taken);
    expect(result.order.purchaseIdentifier.slice(0, 5)).toBe(taken.slice(0, 5));
    expect(result.order.purchaseIdentifier).toMatch(/^\d{4}-[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    expect(result.order.reservedUntil).toBeInstanceOf(Date);
    expect(result.items).toHaveLength(1);
  });

  it('undoes the whole order when a unit is missing: nothing written, a soldOut refusal', async () => {
    const tooMany = await input('2611-AAAAAA', 11);
    await expect(reserveOrder(t.db, tooMany)).rejects.toMatchObject({ statusCode: 409, reason: 'soldOut' });
    expect(await t.db.select().from(orders).where(eq(orders.publicId, tooMany.order.publicId))).toEqual([]);
  });
});
