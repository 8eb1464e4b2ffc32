import {
  PRODUCTS_PER_CAMPAIGN_MAX,
  type CreateProductBody,
  type Product,
  type ProductList,
  type UpdateProductBody,
} from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { CommerceData, CommerceRepositories } from './commerce.data';
import { campaignOf } from './campaigns.service';
import type { CampaignRow, OptionRow, ProductRow, TaxRow } from './catalogue.repository';
import { presentProduct } from './commerce.presenter';
import { CATALOGUE_TABLES } from './catalogue-tables';

type Catalogue = CommerceRepositories['catalogue'];
type OptionInput = NonNullable<CreateProductBody['options']>[number];

/**
 * A campaign's products (issue 12 part 2). Prices are cents, amounts come from the tax on the
 * server; a product with options sells each option's stock and its own counters are their sums.
 * Stock never drops below what was sold, and a product that sold is never removed.
 */
export class ProductsService {
  constructor(private readonly data: CommerceData) {}

  async list(ctx: ClubRequestContext, campaignHash: string, url: string): Promise<ProductList> {
    const catalogue = this.data.read.catalogue;
    const campaign = await campaignOf(catalogue, ctx, campaignHash);
    const rows = await catalogue.products([campaign.id]);
    return wholeCollection(url, await presentAll(catalogue, ctx, rows));
  }

  async create(ctx: ClubRequestContext, campaignHash: string, body: CreateProductBody): Promise<Product> {
    return this.data.write(CATALOGUE_TABLES, async (repos) => {
      await repos.catalogue.lockClub(ctx.club.id);
      const campaign = await campaignOf(repos.catalogue, ctx, campaignHash);
      const siblings = await repos.catalogue.products([campaign.id]);
      if (siblings.length >= PRODUCTS_PER_CAMPAIGN_MAX) throw errors.validation([{ field: 'name', code: 'tooManyProducts' }]);
      const tax = await taxOf(repos.catalogue, ctx, body.taxHash);
      const options = checkedOptions(body.options, body.stock);
      const seatMap = await checkedSeatMap(repos.catalogue, ctx, body.seatMap ?? null, body.isTicket ?? false, options);
      if (seatMap && body.stock !== undefined) throw errors.validation([{ field: 'stock', code: 'stockWithSeatMap' }]);
      const row = await repos.catalogue.insertProduct({
        campaignId: campaign.id,
        clubId: ctx.club.id,
        name: body.name,
        description: body.description ?? null,
        priceCents: body.price,
        taxId: tax?.id ?? null,
        stockTotal: seatMap ? seatMap.rows * seatMap.seatsPerRow : options ? sum(options) : (body.stock ?? 0),
        seatRows: seatMap?.rows ?? null,
        seatsPerRow: seatMap?.seatsPerRow ?? null,
        categories: body.categories ?? [],
        maxPerBuyer: body.maxPerBuyer ?? null,
        isTicket: body.isTicket ?? false,
        eventStartsAt: body.eventStartsAt ? new Date(body.eventStartsAt) : null,
        eventVenue: body.eventVenue || null,
        position: siblings.length,
      });
      for (const [position, option] of (options ?? []).entries()) {
        await repos.catalogue.insertOption({ productId: row.id, name: option.name, stockTotal: option.stock, position });
      }
      if (body.order !== undefined) await move(repos.catalogue, [...siblings, row], row, body.order);
      await repos.audit.record(ctx, {
        action: 'product.created',
        target: row.publicId,
        metadata: { campaign: campaignHash, name: row.name },
      });
      return presentOne(repos.catalogue, ctx, campaign, row.publicId);
    });
  }

  async update(ctx: ClubRequestContext, campaignHash: string, productHash: string, body: UpdateProductBody): Promise<Product> {
    return this.data.write(CATALOGUE_TABLES, async (repos) => {
      await repos.catalogue.lockClub(ctx.club.id);
      const campaign = await campaignOf(repos.catalogue, ctx, campaignHash);
      const row = await productOf(repos.catalogue, campaign, productHash);
      const existing = await repos.catalogue.optionsOf([row.id]);
      const tax = body.taxHash === undefined ? undefined : await taxOf(repos.catalogue, ctx, body.taxHash);
      let stockTotal = row.stockTotal;
      const seatMap =
        body.seatMap === undefined
          ? currentSeatMap(row)
          : await checkedSeatMap(
              repos.catalogue,
              ctx,
              body.seatMap,
              body.isTicket ?? row.isTicket,
              checkedOptions(body.options, body.stock),
            );
      if (body.seatMap !== undefined && row.stockSold > 0 && !sameSeatMap(seatMap, currentSeatMap(row))) {
        throw errors.validation([{ field: 'seatMap', code: 'seatMapHasSales' }]);
      }
      if (seatMap && body.isTicket === false) throw errors.validation([{ field: 'seatMap', code: 'seatMapNeedsTicket' }]);
      if (seatMap) {
        if (body.stock !== undefined) throw errors.validation([{ field: 'stock', code: 'stockWithSeatMap' }]);
        stockTotal = seatMap.rows * seatMap.seatsPerRow;
      } else if (body.options !== undefined && body.options.length > 0) {
        stockTotal = sum(await this.replaceOptions(repos.catalogue, row, existing, checkedOptions(body.options, body.stock)!));
      } else if (body.options !== undefined || body.stock !== undefined) {
        // No options (any there were go, if they sold nothing): the product's own stock counts.
        await this.replaceOptions(repos.catalogue, row, existing, []);
        stockTotal = body.stock ?? (existing.length > 0 ? row.stockSold : row.stockTotal);
        if (stockTotal < row.stockSold) throw errors.validation([{ field: 'stock', code: 'stockBelowSold' }]);
      }
      await repos.catalogue.updateProduct(row, {
        stockTotal,
        seatRows: seatMap?.rows ?? null,
        seatsPerRow: seatMap?.seatsPerRow ?? null,
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.price === undefined ? {} : { priceCents: body.price }),
        ...(tax === undefined ? {} : { taxId: tax?.id ?? null }),
        ...(body.categories === undefined ? {} : { categories: body.categories }),
        ...(body.maxPerBuyer === undefined ? {} : { maxPerBuyer: body.maxPerBuyer }),
        ...(body.isTicket === undefined ? {} : { isTicket: body.isTicket }),
        ...(body.eventStartsAt === undefined ? {} : { eventStartsAt: body.eventStartsAt ? new Date(body.eventStartsAt) : null }),
        ...(body.eventVenue === undefined ? {} : { eventVenue: body.eventVenue || null }),
      });
      if (body.order !== undefined) await move(repos.catalogue, await repos.catalogue.products([campaign.id]), row, body.order);
      await repos.audit.record(ctx, { action: 'product.updated', target: productHash, metadata: { fields: Object.keys(body) } });
      return presentOne(repos.catalogue, ctx, campaign, productHash);
    });
  }

  async remove(ctx: ClubRequestContext, campaignHash: string, productHash: string): Promise<void> {
    await this.data.write(CATALOGUE_TABLES, async (repos) => {
      await repos.catalogue.lockClub(ctx.club.id);
      const campaign = await campaignOf(repos.catalogue, ctx, campaignHash);
      const row = await productOf(repos.catalogue, campaign, productHash);
      if (row.stockSold > 0) throw errors.conflict('productHasSales');
      await repos.catalogue.removeProduct(row);
      await repos.catalogue.setProductPositions((await repos.catalogue.products([campaign.id])).map((product) => product.id));
      await repos.audit.record(ctx, { action: 'product.removed', target: productHash, metadata: { name: row.name } });
    });
  }

  /**
   * Options as sent: one with a hash keeps its row (and what it sold), new ones are added, the
   * ones left out are removed if they sold nothing. Returns the stock per option, in order.
   */
  private async replaceOptions(catalogue: Catalogue, product: ProductRow, existing: OptionRow[], wanted: OptionInput[]) {
    const byHash = new Map(existing.map((option) => [option.publicId, option]));
    for (const option of wanted) {
      const kept = option.hash === undefined ? undefined : byHash.get(option.hash);
      if (option.hash !== undefined && !kept) throw errors.validation([{ field: 'options', code: 'unknownOption' }]);
      if (kept && option.stock < kept.stockSold) throw errors.validation([{ field: 'options', code: 'stockBelowSold' }]);
    }
    const keptHashes = new Set(wanted.map((option) => option.hash).filter(Boolean));
    const dropped = existing.filter((option) => !keptHashes.has(option.publicId));
    if (dropped.some((option) => option.stockSold > 0)) throw errors.validation([{ field: 'options', code: 'stockBelowSold' }]);
    // Removed first: a new option may take a removed one's name.
    await catalogue.removeOptions(dropped.map((option) => option.id));
    for (const [position, option] of wanted.entries()) {
      const kept = option.hash === undefined ? undefined : byHash.get(option.hash);
      if (kept) await catalogue.updateOption(kept, { name: option.name, stockTotal: option.stock, position });
      else await catalogue.insertOption({ productId: product.id, name: option.name, stockTotal: option.stock, position });
    }
    return wanted;
  }
}

type SeatMapInput = { rows: number; seatsPerRow: number };

const currentSeatMap = (row: ProductRow): SeatMapInput | null =>
  row.seatRows === null || row.seatsPerRow === null ? null : { rows: row.seatRows, seatsPerRow: row.seatsPerRow };
const sameSeatMap = (a: SeatMapInput | null, b: SeatMapInput | null) => a?.rows === b?.rows && a?.seatsPerRow === b?.seatsPerRow;

/** A seat map is a ticket's, without options, and only where the club has seat selection. */
async function checkedSeatMap(
  catalogue: Catalogue,
  ctx: ClubRequestContext,
  seatMap: SeatMapInput | null,
  isTicket: boolean,
  options: OptionInput[] | null,
): Promise<SeatMapInput | null> {
  if (!seatMap) return null;
  if (!(await catalogue.hasFeature(ctx.club.id, 'seat_selection')))
    throw errors.validation([{ field: 'seatMap', code: 'seatSelectionOff' }]);
  if (!isTicket) throw errors.validation([{ field: 'seatMap', code: 'seatMapNeedsTicket' }]);
  if (options) throw errors.validation([{ field: 'seatMap', code: 'seatMapWithOptions' }]);
  return seatMap;
}

const sum = (options: OptionInput[]) => options.reduce((total, option) => total + option.stock, 0);

/** Options with distinct names; a product with options takes no stock of its own. */
function checkedOptions(options: OptionInput[] | undefined, stock: number | undefined): OptionInput[] | null {
  if (!options || options.length === 0) return null;
  if (stock !== undefined) throw errors.validation([{ field: 'stock', code: 'stockWithOptions' }]);
  const names = options.map((option) => option.name.toLocaleLowerCase('es'));
  if (new Set(names).size !== names.length) throw errors.validation([{ field: 'options', code: 'duplicateOption' }]);
  return options;
}

async function taxOf(catalogue: Catalogue, ctx: ClubRequestContext, taxHash: string | null | undefined): Promise<TaxRow | null> {
  if (!taxHash) return null;
  await catalogue.ensureDefaultTaxes(ctx.club.id);
  const tax = await catalogue.taxByHash(ctx.club.id, taxHash);
  if (!tax) throw errors.validation([{ field: 'taxHash', code: 'unknownTax' }]);
  return tax;
}

async function productOf(catalogue: Catalogue, campaign: CampaignRow, productHash: string): Promise<ProductRow> {
  const row = await catalogue.product(campaign, productHash);
  if (!row) throw errors.notFound();
  return row;
}

async function move(catalogue: Catalogue, rows: ProductRow[], row: ProductRow, order: number) {
  const others = rows.filter((other) => other.id !== row.id);
  const at = Math.min(order, others.length);
  await catalogue.setProductPositions([...others.slice(0, at).map((r) => r.id), row.id, ...others.slice(at).map((r) => r.id)]);
}

export async function presentAll(catalogue: Catalogue, ctx: { club: { publicId: string } }, rows: ProductRow[]): Promise<Product[]> {
  // One after another: inside a unit of work these share one connection.
  const taxes = await catalogue.taxesByIds(rows.flatMap((row) => (row.taxId === null ? [] : [row.taxId])));
  const options = await catalogue.optionsOf(rows.map((row) => row.id));
  return rows.map((row) => presentProduct(row, ctx.club.publicId, row.taxId === null ? undefined : taxes.get(row.taxId), options));
}

async function presentOne(catalogue: Catalogue, ctx: ClubRequestContext, campaign: CampaignRow, productHash: string): Promise<Product> {
  const row = await productOf(catalogue, campaign, productHash);
  return (await presentAll(catalogue, ctx, [row]))[0]!;
}
