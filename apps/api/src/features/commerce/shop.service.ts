import {
  ShopCampaignDetailSchema,
  type Availability,
  type HydraCollection,
  type ShopCampaign,
  type ShopCampaignDetail,
  type ShopSeats,
} from '@tribuna/contract';
import type { BoundedCache } from '../../lib/cache/bounded-cache';
import type { ChangeTopic } from '../../lib/cache/change-feed';
import { errors } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import { jsonBody } from '../../lib/http';
import { CATALOGUE_TABLES, SALES_COUNTERS } from './catalogue-tables';
import type { CommerceData } from './commerce.data';
import type { CampaignRow, ProductRow } from './catalogue.repository';
import { presentAll } from './products.service';

/** A serialized campaign page and the moment it stops being true on its own (the start or the end). */
export type CachedPage = { body: string; validUntil: number };
/** What a campaign page is read from: the club (and whether it sells), its catalogue and its units sold. */
export const SHOP_PAGE_TABLES: readonly ChangeTopic[] = ['clubs', 'club_features', ...CATALOGUE_TABLES, ...SALES_COUNTERS];

/** Spec 4: soon before the start, sold out when every unit is gone, available otherwise. */
function availabilityOf(campaign: CampaignRow, stock: { total: number; sold: number }, now: Date): Availability {
  if (campaign.startsAt > now) return 'soon';
  return stock.sold >= stock.total ? 'soldOut' : 'available';
}

/**
 * The buyers' side of the catalogue (public): published campaigns that have not ended, of a club
 * that sells. Nothing else of the club is shown: no orders, no buyers, no unpublished work.
 */
export class ShopService {
  constructor(
    private readonly data: CommerceData,
    private readonly pages?: BoundedCache<CachedPage>,
  ) {}

  /**
   * The campaign page, serialized, from the cache when it can be: an entry holds until a write to
   * a table it was read from, or until its campaign opens or closes (availability changes then).
   */
  async campaignBody(clubHash: string, campaignHash: string): Promise<string> {
    const key = `${clubHash}/${campaignHash}`;
    const cached = this.pages?.get(key);
    if (cached && cached.validUntil > Date.now()) return cached.body;
    const { clubId, detail } = await this.clubCampaign(clubHash, campaignHash);
    const body = jsonBody(ShopCampaignDetailSchema, detail);
    const validUntil = Date.parse(detail.availability === 'soon' ? detail.startingDate : detail.endingDate);
    // The page is its club's: another club's sale or edit keeps it.
    this.pages?.set(key, { body, validUntil }, clubId);
    return body;
  }

  async campaigns(clubHash: string, url: string): Promise<HydraCollection<ShopCampaign>> {
    const catalogue = this.data.read.catalogue;
    const club = await catalogue.sellingClub(clubHash);
    if (!club) throw errors.notFound();
    const rows = await catalogue.openCampaigns(club.id);
    const products = await catalogue.products(rows.map((row) => row.id));
    const now = new Date();
    // A campaign with nothing to sell yet is not on show.
    const items = rows
      .map((row) => ({ row, own: products.filter((product) => product.campaignId === row.id) }))
      .filter(({ own }) => own.length > 0)
      .map(({ row, own }) => shopCampaign(row, own, now));
    return wholeCollection(url, items);
  }

  async campaign(clubHash: string, campaignHash: string): Promise<ShopCampaignDetail> {
    return (await this.clubCampaign(clubHash, campaignHash)).detail;
  }

  /** The campaign page's content, with the id of the club selling it. */
  private async clubCampaign(clubHash: string, campaignHash: string): Promise<{ clubId: number; detail: ShopCampaignDetail }> {
    const catalogue = this.data.read.catalogue;
    const club = await catalogue.sellingClub(clubHash);
    if (!club) throw errors.notFound();
    const row = await catalogue.campaign(club.id, campaignHash);
    const now = new Date();
    if (!row || !row.published || row.endsAt <= now) throw errors.notFound();
    const products = await catalogue.products([row.id]);
    if (products.length === 0) throw errors.notFound();
    const presented = await presentAll(catalogue, { club: { publicId: club.publicId } }, products);
    const detail = {
      ...shopCampaign(row, products, now),
      products: presented.map(({ club: _club, createdAt: _created, updatedAt: _updated, order: _order, ...product }) => ({
        ...product,
        availability: availabilityOf(row, product.stock, now),
      })),
    };
    return { clubId: club.id, detail };
  }

  /** A ticket's seat map with the seats held (by pending or paid orders), for the buyer to pick free ones. */
  async seats(clubHash: string, campaignHash: string, productHash: string): Promise<ShopSeats> {
    const catalogue = this.data.read.catalogue;
    const club = await catalogue.sellingClub(clubHash);
    if (!club) throw errors.notFound();
    const row = await catalogue.campaign(club.id, campaignHash);
    if (!row || !row.published || row.endsAt <= new Date()) throw errors.notFound();
    const product = await catalogue.product(row, productHash);
    if (!product || product.seatRows === null || product.seatsPerRow === null) throw errors.notFound();
    return { rows: product.seatRows, seatsPerRow: product.seatsPerRow, taken: await this.data.read.tickets.takenSeats(product.id) };
  }
}

/** A campaign as buyers see it; its stock and tickets come from its products (already loaded). */
function shopCampaign(row: CampaignRow, products: ProductRow[], now: Date): ShopCampaign {
  const stock = products.reduce((sum, product) => ({ total: sum.total + product.stockTotal, sold: sum.sold + product.stockSold }), {
    total: 0,
    sold: 0,
  });
  return {
    hash: row.publicId,
    name: row.name,
    startingDate: row.startsAt.toISOString(),
    endingDate: row.endsAt.toISOString(),
    description: row.description,
    image: row.image,
    categories: row.categories,
    availability: availabilityOf(row, stock, now),
    hasTickets: products.some((product) => product.isTicket),
  };
}
