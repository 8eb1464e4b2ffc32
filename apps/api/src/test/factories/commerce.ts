import { UnitOfWork } from '../../lib/data/unit-of-work';
import { commerceRepositories } from '../../features/commerce/commerce.data';
import type { TestApp } from '../test-app';
import type { ClubFixture } from './clubs';
import { uniqueName } from './unique';

export type CampaignFixture = { id: number; hash: string; name: string; productHash: string | null };

/**
 * A campaign of the club (open from yesterday for a month), written through the catalogue
 * repository; with `product`, one product of 10 units at 25.00 € (a ticket with `isTicket`).
 */
export async function createCampaign(
  t: TestApp,
  club: ClubFixture,
  overrides: {
    published?: boolean;
    product?: boolean;
    isTicket?: boolean;
    startsInDays?: number;
    /** A ticket with a seat map of rows × seats (its stock is their product). */
    seatMap?: { rows: number; seatsPerRow: number };
  } = {},
): Promise<CampaignFixture> {
  const name = uniqueName('Campaign');
  const day = 86_400_000;
  const starts = Date.now() + (overrides.startsInDays ?? -1) * day;
  const unit = new UnitOfWork(t.db, t.app.changes, commerceRepositories);
  return unit.write([], async (repos) => {
    const campaign = await repos.catalogue.insertCampaign({
      clubId: club.id,
      name,
      startsAt: new Date(starts),
      endsAt: new Date(starts + 30 * day),
      published: overrides.published ?? false,
    });
    let productHash: string | null = null;
    if (overrides.product ?? overrides.published) {
      const product = await repos.catalogue.insertProduct({
        campaignId: campaign.id,
        clubId: club.id,
        name: uniqueName('Product'),
        priceCents: 2500,
        stockTotal: overrides.seatMap ? overrides.seatMap.rows * overrides.seatMap.seatsPerRow : 10,
        isTicket: (overrides.isTicket ?? false) || Boolean(overrides.seatMap),
        seatRows: overrides.seatMap?.rows ?? null,
        seatsPerRow: overrides.seatMap?.seatsPerRow ?? null,
      });
      productHash = product.publicId;
    }
    return { id: campaign.id, hash: campaign.publicId, name, productHash };
  });
}

/**
 * A pending order of one unit in a new published campaign of the club, written like checkout
 * writes it; `options` give it a buyer (an account's orders), a status, a date, a quantity or a campaign.
 */
export async function createOrder(
  t: TestApp,
  club: ClubFixture,
  options: {
    buyer?: { userId: number | null; email: string };
    status?: number;
    createdAt?: Date;
    quantity?: number;
    campaign?: CampaignFixture;
  } = {},
): Promise<{ hash: string }> {
  const campaign = options.campaign ?? (await createCampaign(t, club, { published: true }));
  const quantity = options.quantity ?? 1;
  const unit = new UnitOfWork(t.db, t.app.changes, commerceRepositories);
  return unit.write([], async (repos) => {
    const [product] = await repos.catalogue.products([campaign.id]);
    await repos.orders.takeProductUnits(product!.id, quantity);
    const { order } = await repos.orders.insert(
      {
        clubId: club.id,
        campaignId: campaign.id,
        purchaseIdentifier: uniqueName('ORD').slice(0, 20),
        status: options.status ?? 0,
        paidByType: options.buyer?.userId ? 'guardian' : 'external',
        paidByName: 'Factory Buyer',
        paidByEmail: options.buyer?.email ?? 'buyer@factory.example',
        userId: options.buyer?.userId ?? null,
        amountCents: product!.priceCents * quantity,
        taxAmountCents: 0,
        reservedUntil: new Date(Date.now() + 15 * 60_000),
        paymentProvider: 'test',
        ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
      },
      [
        {
          productId: product!.id,
          name: product!.name,
          quantity,
          unitPriceCents: product!.priceCents,
          unitTaxCents: 0,
          unitTotalCents: product!.priceCents,
        },
      ],
    );
    return { hash: order.publicId };
  });
}
