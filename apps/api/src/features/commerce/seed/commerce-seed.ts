import { eq } from 'drizzle-orm';
import { CatalogueRepository, type OptionRow, type ProductRow, type TaxRow } from '../catalogue.repository';
import type { Db } from '../../../db/client';
import { campaigns, clubs, users } from '../../../db/schema';
import { DAY, DEMO_CAMPAIGNS, eventStart } from './demo-campaigns';
import { seedOrders } from './demo-orders';

/**
 * The demo shop: published campaigns with products and a few hundred orders in every state,
 * so the manager's lists, the portal's campaigns and tickets and the buyer's shop all have life.
 * Idempotent: a club that has any campaign is left alone. Stock and collected follow the orders.
 */
export async function seedDemoCommerce(db: Db): Promise<void> {
  const catalogue = new CatalogueRepository(db);
  for (const [shortname, demo] of Object.entries(DEMO_CAMPAIGNS)) {
    const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, shortname));
    if (!club) continue;
    const [existing] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.clubId, club.id)).limit(1);
    if (existing) continue;
    await catalogue.ensureDefaultTaxes(club.id);
    const taxes = await catalogue.taxes(club.id);
    for (const [index, plan] of demo.entries()) {
      const startsAt = new Date(Date.now() + plan.startsInDays * DAY);
      const campaign = await catalogue.insertCampaign({
        clubId: club.id,
        name: plan.name,
        description: plan.description,
        categories: plan.categories,
        startsAt,
        endsAt: new Date(startsAt.getTime() + plan.days * DAY),
        published: true,
      });
      const products: { row: ProductRow; options: OptionRow[]; tax: TaxRow | undefined }[] = [];
      for (const [position, product] of plan.products.entries()) {
        const tax = taxes.find((candidate) => candidate.name === product.tax);
        const row = await catalogue.insertProduct({
          campaignId: campaign.id,
          clubId: club.id,
          name: product.name,
          description: product.description ?? null,
          priceCents: product.priceCents,
          taxId: tax?.id ?? null,
          stockTotal: product.seatMap
            ? product.seatMap.rows * product.seatMap.seatsPerRow
            : product.options
              ? product.options.reduce((sum, [, stock]) => sum + stock, 0)
              : (product.stock ?? 0),
          seatRows: product.seatMap?.rows ?? null,
          seatsPerRow: product.seatMap?.seatsPerRow ?? null,
          maxPerBuyer: product.maxPerBuyer ?? null,
          isTicket: product.isTicket ?? false,
          eventStartsAt: product.event ? eventStart(product.event) : null,
          eventVenue: product.event?.venue ?? null,
          position,
        });
        const options: OptionRow[] = [];
        for (const [place, [name, stock]] of (product.options ?? []).entries()) {
          options.push(await catalogue.insertOption({ productId: row.id, name, stockTotal: stock, position: place }));
        }
        products.push({ row, options, tax });
      }
      const firstBuyer = plan.firstBuyer ? await accountOf(db, plan.firstBuyer) : undefined;
      await seedOrders(db, { clubId: club.id, campaignId: campaign.id, startsAt, seed: index, firstBuyer }, products, plan.orders);
    }
  }
}

async function accountOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  return row;
}
