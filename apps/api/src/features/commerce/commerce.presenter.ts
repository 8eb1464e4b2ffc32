import type { Campaign, Product, ProductOption, Tax, TaxType } from '@tribuna/contract';
import type { CampaignRow, CampaignStats, OptionRow, ProductRow, TaxRow } from './catalogue.repository';
import { amountsOf } from './tax-amounts';

export const presentTax = (row: TaxRow): Tax => ({
  hash: row.publicId,
  name: row.name,
  value: row.rateBasisPoints / 100,
  type: row.type as TaxType,
});

const NO_STATS: CampaignStats = { productCount: 0, stockTotal: 0, stockSold: 0 };

export function presentCampaign(row: CampaignRow, clubHash: string, stats: CampaignStats = NO_STATS): Campaign {
  return {
    hash: row.publicId,
    name: row.name,
    startingDate: row.startsAt.toISOString(),
    endingDate: row.endsAt.toISOString(),
    club: clubHash,
    description: row.description,
    image: row.image,
    categories: row.categories,
    collected: row.collectedCents,
    purchased: { total: stats.stockTotal, sold: stats.stockSold },
    published: row.published,
    productCount: stats.productCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const presentOption = (row: OptionRow): ProductOption => ({
  hash: row.publicId,
  name: row.name,
  stock: { total: row.stockTotal, sold: row.stockSold },
});

export function presentProduct(row: ProductRow, clubHash: string, tax: TaxRow | undefined, options: OptionRow[]): Product {
  return {
    hash: row.publicId,
    name: row.name,
    price: row.priceCents,
    description: row.description,
    image: row.image,
    club: clubHash,
    tax: tax ? presentTax(tax) : null,
    ...amountsOf(row.priceCents, tax ?? null),
    stock: { total: row.stockTotal, sold: row.stockSold },
    categories: row.categories,
    options: options.filter((option) => option.productId === row.id).map(presentOption),
    maxPerBuyer: row.maxPerBuyer,
    isTicket: row.isTicket,
    seatMap: row.seatRows === null || row.seatsPerRow === null ? null : { rows: row.seatRows, seatsPerRow: row.seatsPerRow },
    eventStartsAt: row.eventStartsAt?.toISOString() ?? null,
    eventVenue: row.eventVenue,
    order: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
