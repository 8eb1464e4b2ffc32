import type {
  Campaign,
  CampaignListFilters,
  CreateCampaignBody,
  CreateTaxBody,
  HydraCollection,
  Tax,
  UpdateCampaignBody,
} from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { hydraCollection, wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { CommerceData, CommerceRepositories } from './commerce.data';
import type { CampaignRow } from './catalogue.repository';
import { presentCampaign, presentTax } from './commerce.presenter';
import { CATALOGUE_TABLES } from './catalogue-tables';

type Catalogue = CommerceRepositories['catalogue'];

/** Ends after it starts, else a field error on the ending date (a form shows it there). */
function checkDates(startsAt: Date, endsAt: Date) {
  if (endsAt <= startsAt) throw errors.validation([{ field: 'endingDate', code: 'endsBeforeStart' }]);
}

/**
 * Campaigns and the club's taxes (issue 12 parts 1–2). Access is declared on the routes
 * (`commerce.manage`, feature purchable_items); here: the campaign is the club's, dates are in
 * order, only a campaign with products is published, and one with sales is never removed.
 */
export class CampaignsService {
  constructor(private readonly data: CommerceData) {}

  async list(ctx: ClubRequestContext, query: CampaignListFilters, url: string) {
    const { page, itemsPerPage } = query;
    const filters = {
      ...(query.published === undefined ? {} : { published: query.published === 'true' }),
      ...(query.search ? { search: query.search } : {}),
    };
    const { rows, total } = await this.data.read.catalogue.pageOfCampaigns(ctx.club.id, filters, (page - 1) * itemsPerPage, itemsPerPage);
    const stats = await this.data.read.catalogue.statsOf(rows.map((row) => row.id));
    const items = rows.map((row) => presentCampaign(row, ctx.club.publicId, stats.get(row.id)));
    return hydraCollection(url, items, total, page, itemsPerPage) satisfies HydraCollection<Campaign>;
  }

  async get(ctx: ClubRequestContext, campaignHash: string): Promise<Campaign> {
    const row = await campaignOf(this.data.read.catalogue, ctx, campaignHash);
    return this.present(this.data.read.catalogue, ctx, row);
  }

  async create(ctx: ClubRequestContext, body: CreateCampaignBody): Promise<Campaign> {
    const startsAt = new Date(body.startingDate);
    const endsAt = new Date(body.endingDate);
    checkDates(startsAt, endsAt);
    return this.data.write(CATALOGUE_TABLES, async (repos) => {
      const row = await repos.catalogue.insertCampaign({
        clubId: ctx.club.id,
        name: body.name,
        description: body.description ?? null,
        categories: body.categories ?? [],
        startsAt,
        endsAt,
      });
      await repos.audit.record(ctx, { action: 'campaign.created', target: row.publicId, metadata: { name: row.name } });
      return presentCampaign(row, ctx.club.publicId);
    });
  }

  async update(ctx: ClubRequestContext, campaignHash: string, body: UpdateCampaignBody): Promise<Campaign> {
    return this.data.write(CATALOGUE_TABLES, async (repos) => {
      await repos.catalogue.lockClub(ctx.club.id);
      const row = await campaignOf(repos.catalogue, ctx, campaignHash);
      const startsAt = body.startingDate === undefined ? row.startsAt : new Date(body.startingDate);
      const endsAt = body.endingDate === undefined ? row.endsAt : new Date(body.endingDate);
      checkDates(startsAt, endsAt);
      if (body.published === true && !row.published) {
        const stats = (await repos.catalogue.statsOf([row.id])).get(row.id);
        if (!stats?.productCount) throw errors.conflict('campaignEmpty');
      }
      const updated = await repos.catalogue.updateCampaign(row, {
        startsAt,
        endsAt,
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.categories === undefined ? {} : { categories: body.categories }),
        ...(body.published === undefined ? {} : { published: body.published }),
      });
      const action =
        body.published === undefined || body.published === row.published
          ? 'campaign.updated'
          : body.published
            ? 'campaign.published'
            : 'campaign.unpublished';
      await repos.audit.record(ctx, { action, target: campaignHash, metadata: { fields: Object.keys(body) } });
      return this.present(repos.catalogue, ctx, updated);
    });
  }

  /** A copy to sell again (next season's kit): same products and options, unpublished, nothing sold. */
  async duplicate(ctx: ClubRequestContext, campaignHash: string): Promise<Campaign> {
    return this.data.write(CATALOGUE_TABLES, async (repos) => {
      const source = await campaignOf(repos.catalogue, ctx, campaignHash);
      const copy = await repos.catalogue.insertCampaign({
        clubId: ctx.club.id,
        name: source.name,
        description: source.description,
        image: source.image,
        categories: source.categories,
        startsAt: source.startsAt,
        endsAt: source.endsAt,
      });
      const products = await repos.catalogue.products([source.id]);
      const options = await repos.catalogue.optionsOf(products.map((product) => product.id));
      for (const product of products) {
        const created = await repos.catalogue.insertProduct({
          campaignId: copy.id,
          clubId: product.clubId,
          name: product.name,
          description: product.description,
          image: product.image,
          priceCents: product.priceCents,
          taxId: product.taxId,
          stockTotal: product.stockTotal,
          categories: product.categories,
          maxPerBuyer: product.maxPerBuyer,
          isTicket: product.isTicket,
          position: product.position,
        });
        for (const option of options.filter((o) => o.productId === product.id)) {
          await repos.catalogue.insertOption({
            productId: created.id,
            name: option.name,
            stockTotal: option.stockTotal,
            position: option.position,
          });
        }
      }
      await repos.audit.record(ctx, { action: 'campaign.duplicated', target: copy.publicId, metadata: { from: campaignHash } });
      return this.present(repos.catalogue, ctx, copy);
    });
  }

  async remove(ctx: ClubRequestContext, campaignHash: string): Promise<void> {
    await this.data.write(CATALOGUE_TABLES, async (repos) => {
      await repos.catalogue.lockClub(ctx.club.id);
      const row = await campaignOf(repos.catalogue, ctx, campaignHash);
      const stats = (await repos.catalogue.statsOf([row.id])).get(row.id);
      if (stats && stats.stockSold > 0) throw errors.conflict('campaignHasSales');
      await repos.catalogue.removeCampaign(row);
      await repos.audit.record(ctx, { action: 'campaign.removed', target: campaignHash, metadata: { name: row.name } });
    });
  }

  async taxes(ctx: ClubRequestContext, url: string) {
    await this.data.write(CATALOGUE_TABLES, (repos) => repos.catalogue.ensureDefaultTaxes(ctx.club.id));
    const rows = await this.data.read.catalogue.taxes(ctx.club.id);
    return wholeCollection(url, rows.map(presentTax));
  }

  async createTax(ctx: ClubRequestContext, body: CreateTaxBody): Promise<Tax> {
    return this.data.write(CATALOGUE_TABLES, async (repos) => {
      await repos.catalogue.ensureDefaultTaxes(ctx.club.id);
      const row = await repos.catalogue.insertTax({
        clubId: ctx.club.id,
        name: body.name,
        rateBasisPoints: body.type === 'exempt' ? 0 : Math.round(body.value * 100),
        type: body.type,
      });
      await repos.audit.record(ctx, { action: 'tax.created', target: row.publicId, metadata: { name: row.name } });
      return presentTax(row);
    });
  }

  private async present(catalogue: Catalogue, ctx: ClubRequestContext, row: CampaignRow): Promise<Campaign> {
    return presentCampaign(row, ctx.club.publicId, (await catalogue.statsOf([row.id])).get(row.id));
  }
}

/** The club's campaign, or 404 (another club's campaign under this club is unknown here). */
export async function campaignOf(catalogue: Catalogue, ctx: ClubRequestContext, campaignHash: string): Promise<CampaignRow> {
  const row = await catalogue.campaign(ctx.club.id, campaignHash);
  if (!row) throw errors.notFound();
  return row;
}
