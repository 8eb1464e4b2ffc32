import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignProducts, orders, productOptions } from '../../db/schema';
import { ChangeFeed } from '../../lib/cache/change-feed';
import { UnitOfWork } from '../../lib/data/unit-of-work';
import { commerceRepositories } from './commerce.data';
import { PaymentsService } from './payments.service';
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

let drawn = 0;
/** A fresh order number of this month's shape, unique in the test. */
const nextIdentifier = () => `2611-${(drawn++).toString(25).padStart(6, '0')}`;

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

  it('lets buyers of two sizes in either order, buyers of one size and expired reservations going back cross without a deadlock', async () => {
    // Every writer takes the product's row, then its options' rows, each in the order of their
    // ids (migration 0021, returnUnits): no two can hold what the other waits for. Taken line by
    // line, a buyer of S then M and a buyer of M alone could wait on each other for ever.
    const base = await input('2611-DDDDDD');
    const productId = base.lines[0]!.productId;
    await t.db.update(campaignProducts).set({ stockTotal: 1000 }).where(eq(campaignProducts.id, productId));
    const unit = new UnitOfWork(t.db, new ChangeFeed(), commerceRepositories);
    const [small, medium] = await unit.write([], async (repos) => [
      await repos.catalogue.insertOption({ productId, name: 'S', stockTotal: 500, position: 0 }),
      await repos.catalogue.insertOption({ productId, name: 'M', stockTotal: 500, position: 1 }),
    ]);
    const line = (option: { id: number; name: string }, quantity = 1) => ({
      ...base.lines[0]!,
      optionId: option.id,
      optionName: option.name,
      quantity,
    });
    const order = (n: number, lines: ReserveOrderInput['lines'], reservedUntil = new Date(Date.now() + 15 * 60_000)) =>
      reserveOrder(t.db, {
        order: {
          ...base.order,
          publicId: newPublicId(),
          purchaseIdentifier: nextIdentifier(),
          paidByEmail: `b${n}@example.org`,
          reservedUntil,
        },
        lines,
      });
    // Reservations that have already run out, for the expiry job to give back meanwhile.
    for (let n = 0; n < 20; n++) await order(1000 + n, [line(medium!), line(small!)], new Date(Date.now() - 1000));
    const payments = new PaymentsService(new UnitOfWork(t.db, new ChangeFeed(), commerceRepositories));
    const shapes = [[line(small!), line(medium!)], [line(medium!), line(small!)], [line(medium!, 2)], [line(small!, 2)]];
    const results = await Promise.allSettled([
      ...Array.from({ length: 80 }, (_, n) => order(n, shapes[n % shapes.length]!)),
      payments.releaseExpired(5),
      payments.releaseExpired(5),
      payments.releaseExpired(),
    ]);
    expect(
      results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason)),
    ).toEqual([]);
    // 80 buyers of two units each; the 20 expired orders' units are back.
    const [product] = await t.db.select().from(campaignProducts).where(eq(campaignProducts.id, productId));
    const sizes = await t.db.select().from(productOptions).where(eq(productOptions.productId, productId));
    expect(product!.stockSold).toBe(160);
    expect(sizes.map((size) => size.stockSold).reduce((sum, sold) => sum + sold, 0)).toBe(160);
  });
});
