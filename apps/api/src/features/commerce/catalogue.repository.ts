import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignProducts, campaigns, clubFeatures, clubs, commerceTaxes, productOptions } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { readCheckoutCatalogue, type CheckoutCatalogue } from './checkout-catalogue';

export type TaxRow = typeof commerceTaxes.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type ProductRow = typeof campaignProducts.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;
export type CampaignStats = { productCount: number; stockTotal: number; stockSold: number };

/** The taxes every club starts with: Spain's VAT rates, prices including them, and exempt. */
const DEFAULT_TAXES = [
  { name: 'IVA 21 %', rateBasisPoints: 2100, type: 'included' },
  { name: 'IVA 10 %', rateBasisPoints: 1000, type: 'included' },
  { name: 'IVA 4 %', rateBasisPoints: 400, type: 'included' },
  { name: 'Exento', rateBasisPoints: 0, type: 'exempt' },
] as const;

/** Campaigns, their products and options, and the club's taxes. Every read names the club. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  /** The club of a public call, with whether it sells (feature purchable_items). */
  async sellingClub(clubHash: string): Promise<{ id: number; publicId: string } | undefined> {
    const [row] = await this.db
      .select({ id: clubs.id, publicId: clubs.publicId })
      .from(clubs)
      .innerJoin(clubFeatures, and(eq(clubFeatures.clubId, clubs.id), eq(clubFeatures.code, 'purchable_items')))
      .where(eq(clubs.publicId, clubHash));
    return row;
  }

  async hasFeature(clubId: number, code: string): Promise<boolean> {
    const [row] = await this.db
      .select({ clubId: clubFeatures.clubId })
      .from(clubFeatures)
      .where(and(eq(clubFeatures.clubId, clubId), eq(clubFeatures.code, code)));
    return Boolean(row);
  }

  /** Checkout's catalogue in one query (checkout-catalogue.ts). */
  checkoutCatalogue(clubHash: string, campaignHash: string): Promise<CheckoutCatalogue> {
    return readCheckoutCatalogue(this.db, clubHash, campaignHash);
  }

  /** The club's row is locked first: writers of one club's catalogue take turns. */
  async lockClub(clubId: number): Promise<void> {
    await this.db.execute(sql`select id from clubs where id = ${clubId}::int for update`);
  }

  // Taxes.

  async ensureDefaultTaxes(clubId: number): Promise<void> {
    const [existing] = await this.db.select({ id: commerceTaxes.id }).from(commerceTaxes).where(eq(commerceTaxes.clubId, clubId)).limit(1);
    if (existing) return;
    await this.db.insert(commerceTaxes).values(DEFAULT_TAXES.map((tax) => ({ ...tax, clubId, publicId: newPublicId() })));
  }

  taxes(clubId: number): Promise<TaxRow[]> {
    return this.db.select().from(commerceTaxes).where(eq(commerceTaxes.clubId, clubId)).orderBy(asc(commerceTaxes.id));
  }

  async taxByHash(clubId: number, taxHash: string): Promise<TaxRow | undefined> {
    const [row] = await this.db
      .select()
      .from(commerceTaxes)
      .where(and(eq(commerceTaxes.clubId, clubId), eq(commerceTaxes.publicId, taxHash)));
    return row;
  }

  async taxesByIds(ids: readonly number[]): Promise<Map<number, TaxRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(commerceTaxes)
      .where(inArray(commerceTaxes.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async insertTax(values: { clubId: number; name: string; rateBasisPoints: number; type: string }): Promise<TaxRow> {
    const [row] = await this.db
      .insert(commerceTaxes)
      .values({ ...values, publicId: newPublicId() })
      .returning();
    return row!;
  }

  // Campaigns.

  private campaignFilter(clubId: number, filters: { published?: boolean; search?: string }): SQL {
    const conditions: SQL[] = [eq(campaigns.clubId, clubId)];
    if (filters.published !== undefined) conditions.push(eq(campaigns.published, filters.published));
    if (filters.search) conditions.push(ilike(campaigns.name, `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    return and(...conditions)!;
  }

  async pageOfCampaigns(clubId: number, filters: { published?: boolean; search?: string }, offset: number, limit: number) {
    const where = this.campaignFilter(clubId, filters);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(campaigns).where(where).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).offset(offset).limit(limit),
      this.db.select({ value: count() }).from(campaigns).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  async campaign(clubId: number, campaignHash: string): Promise<CampaignRow | undefined> {
    const [row] = await this.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.clubId, clubId), eq(campaigns.publicId, campaignHash)));
    return row;
  }

  /** Published campaigns of the club whose end has not passed, soonest ending first. */
  openCampaigns(clubId: number): Promise<CampaignRow[]> {
    return this.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.clubId, clubId), eq(campaigns.published, true), sql`${campaigns.endsAt} > now()`))
      .orderBy(asc(campaigns.endsAt), asc(campaigns.id));
  }

  async insertCampaign(values: Omit<typeof campaigns.$inferInsert, 'publicId' | 'id'>): Promise<CampaignRow> {
    const [row] = await this.db
      .insert(campaigns)
      .values({ ...values, publicId: newPublicId() })
      .returning();
    return row!;
  }

  async updateCampaign(row: CampaignRow, values: Partial<typeof campaigns.$inferInsert>): Promise<CampaignRow> {
    const [updated] = await this.db
      .update(campaigns)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(campaigns.id, row.id))
      .returning();
    return updated!;
  }

  async removeCampaign(row: CampaignRow): Promise<void> {
    await this.db.delete(campaigns).where(eq(campaigns.id, row.id));
  }

  /** Products, stock and sales summed per campaign. */
  async statsOf(campaignIds: readonly number[]): Promise<Map<number, CampaignStats>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        campaignId: campaignProducts.campaignId,
        productCount: count(),
        stockTotal: sql<number>`coalesce(sum(${campaignProducts.stockTotal}), 0)::int`,
        stockSold: sql<number>`coalesce(sum(${campaignProducts.stockSold}), 0)::int`,
      })
      .from(campaignProducts)
      .where(inArray(campaignProducts.campaignId, [...campaignIds]))
      .groupBy(campaignProducts.campaignId);
    return new Map(rows.map(({ campaignId, ...stats }) => [campaignId, stats]));
  }

  // Products and options.

  products(campaignIds: readonly number[]): Promise<ProductRow[]> {
    if (campaignIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(campaignProducts)
      .where(inArray(campaignProducts.campaignId, [...campaignIds]))
      .orderBy(asc(campaignProducts.position), asc(campaignProducts.id));
  }

  async product(campaign: CampaignRow, productHash: string): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .select()
      .from(campaignProducts)
      .where(and(eq(campaignProducts.campaignId, campaign.id), eq(campaignProducts.publicId, productHash)));
    return row;
  }

  async insertProduct(values: Omit<typeof campaignProducts.$inferInsert, 'publicId' | 'id'>): Promise<ProductRow> {
    const [row] = await this.db
      .insert(campaignProducts)
      .values({ ...values, publicId: newPublicId() })
      .returning();
    return row!;
  }

  async updateProduct(row: ProductRow, values: Partial<typeof campaignProducts.$inferInsert>): Promise<ProductRow> {
    const [updated] = await this.db
      .update(campaignProducts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(campaignProducts.id, row.id))
      .returning();
    return updated!;
  }

  async removeProduct(row: ProductRow): Promise<void> {
    await this.db.delete(campaignProducts).where(eq(campaignProducts.id, row.id));
  }

  /** Positions 0…n-1 in the given order of product ids. */
  async setProductPositions(ids: readonly number[]): Promise<void> {
    for (const [position, id] of ids.entries()) {
      await this.db.update(campaignProducts).set({ position }).where(eq(campaignProducts.id, id));
    }
  }

  async optionsOf(productIds: readonly number[]): Promise<OptionRow[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select()
      .from(productOptions)
      .where(inArray(productOptions.productId, [...productIds]))
      .orderBy(asc(productOptions.position), asc(productOptions.id));
  }

  async insertOption(values: {
    productId: number;
    name: string;
    stockTotal: number;
    stockSold?: number;
    position: number;
  }): Promise<OptionRow> {
    const [row] = await this.db
      .insert(productOptions)
      .values({ ...values, publicId: newPublicId() })
      .returning();
    return row!;
  }

  async updateOption(row: OptionRow, values: { name: string; stockTotal: number; position: number }): Promise<void> {
    await this.db.update(productOptions).set(values).where(eq(productOptions.id, row.id));
  }

  async removeOptions(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.delete(productOptions).where(inArray(productOptions.id, [...ids]));
  }

  /** How many published, open campaigns the club has, and how many of them sell tickets (the portal's rule). */
  async openCounts(clubId: number): Promise<{ campaigns: number; ticketCampaigns: number }> {
    const [row] = await this.db
      .select({
        campaigns: sql<number>`count(distinct ${campaigns.id})::int`,
        ticketCampaigns: sql<number>`count(distinct ${campaigns.id}) filter (where ${campaignProducts.isTicket})::int`,
      })
      .from(campaigns)
      .innerJoin(campaignProducts, eq(campaignProducts.campaignId, campaigns.id))
      .where(and(eq(campaigns.clubId, clubId), eq(campaigns.published, true), sql`${campaigns.endsAt} > now()`));
    return row ?? { campaigns: 0, ticketCampaigns: 0 };
  }
}
