import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CampaignRow, OptionRow, ProductRow, TaxRow } from './catalogue.repository';
import { rowOf } from './json-rows';

/** What a checkout prices from: the selling club, the campaign, its products, their options and taxes. */
export type CheckoutCatalogue = {
  club: { id: number; publicId: string } | null;
  campaign: CampaignRow | null;
  products: ProductRow[];
  options: OptionRow[];
  taxes: Map<number, TaxRow>;
};

const CAMPAIGN_DATES = new Set(['startsAt', 'endsAt', 'createdAt', 'updatedAt']);
const STAMPED = new Set(['createdAt', 'updatedAt']);

const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/**
 * The whole catalogue a checkout needs in one query (one round trip instead of five): the club
 * only if it sells (feature purchable_items), the campaign only if it is the club's.
 */
export async function readCheckoutCatalogue(db: Db, clubHash: string, campaignHash: string): Promise<CheckoutCatalogue> {
  const result = await db.execute(sql`
    with club as (
      select cl.id, cl.public_id from clubs cl
        join club_features f on f.club_id = cl.id and f.code = 'purchable_items'
       where cl.public_id = ${clubHash}
    ), campaign as (
      select c.* from campaigns c join club on c.club_id = club.id where c.public_id = ${campaignHash}
    ), products as (
      select p.* from campaign_products p join campaign on p.campaign_id = campaign.id
    )
    select
      (select to_jsonb(club) from club) as club,
      (select to_jsonb(campaign) from campaign) as campaign,
      (select coalesce(jsonb_agg(to_jsonb(products) order by products.position, products.id), '[]'::jsonb) from products) as products,
      (select coalesce(jsonb_agg(to_jsonb(o) order by o.position, o.id), '[]'::jsonb)
         from product_options o where o.product_id in (select id from products)) as options,
      (select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from commerce_taxes t where t.id in (select tax_id from products)) as taxes`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const club = jsonOf<Record<string, unknown> | null>(row!.club);
  const campaign = jsonOf<Record<string, unknown> | null>(row!.campaign);
  const taxes = jsonOf<Record<string, unknown>[]>(row!.taxes).map((tax) => rowOf<TaxRow>(tax, STAMPED));
  return {
    club: club ? rowOf<{ id: number; publicId: string }>(club) : null,
    campaign: campaign ? rowOf<CampaignRow>(campaign, CAMPAIGN_DATES) : null,
    products: jsonOf<Record<string, unknown>[]>(row!.products).map((product) => rowOf<ProductRow>(product, STAMPED)),
    options: jsonOf<Record<string, unknown>[]>(row!.options).map((option) => rowOf<OptionRow>(option)),
    taxes: new Map(taxes.map((tax) => [tax.id, tax])),
  };
}
