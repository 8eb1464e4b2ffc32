import {
  PORTAL_COMPONENTS_MAX,
  type CreatePortalComponentBody,
  type HydraCollection,
  type PortalComponent,
  type PublicPortal,
  type UpdatePortalComponentBody,
} from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { hydraCollection, wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { PortalData, PortalRepositories } from './portal.data';
import { coreComponentAvailable, type PortalShop } from './portal-availability';
import { presentPortalComponent } from './portal.presenter';
import type { PortalComponentRow } from './portal.repository';

type Paging = { page: number; itemsPerPage: number };

/**
 * Portal components (issue 11 part 2). Managing is declared on the routes (`portal.manage`);
 * here: the component is the club's, core components keep their name and link and are never
 * removed, links are web links (the contract's schema), and the order is rewritten as 0…n-1 in
 * one transaction under the club's lock.
 */
export class PortalService {
  constructor(
    private readonly data: PortalData,
    private readonly shop: PortalShop,
  ) {}

  async list(ctx: ClubRequestContext, paging: Paging, url: string): Promise<HydraCollection<PortalComponent>> {
    // A write only for a club still lacking a core component (once): listing is a read.
    if (!(await this.data.read.portal.hasEveryCore(ctx.club.id)))
      await this.data.write([], (repos) => repos.portal.ensureCore(ctx.club.id));
    const start = (paging.page - 1) * paging.itemsPerPage;
    const { rows, total } = await this.data.read.portal.page(ctx.club.id, paging.itemsPerPage, start);
    return hydraCollection(url, rows.map(presentPortalComponent), total, paging.page, paging.itemsPerPage);
  }

  async create(ctx: ClubRequestContext, body: CreatePortalComponentBody): Promise<PortalComponent> {
    return this.data.write([], async (repos) => {
      await repos.portal.lockClub(ctx.club.id);
      await repos.portal.ensureCore(ctx.club.id);
      const rows = await repos.portal.list(ctx.club.id);
      if (rows.length >= PORTAL_COMPONENTS_MAX) throw errors.validation([{ field: 'name', code: 'tooManyPortalComponents' }]);
      const created = await repos.portal.insertLink({
        clubId: ctx.club.id,
        name: body.name,
        properties: { href: body.properties.href, image: body.properties.image ?? null },
        enabled: body.enabled ?? true,
        highlighted: body.highlighted ?? false,
        position: rows.length,
      });
      if (body.order !== undefined) await this.move(repos, [...rows, created], created, body.order);
      await repos.audit.record(ctx, { action: 'portal.component.created', target: String(created.id), metadata: { name: body.name } });
      return presentPortalComponent((await repos.portal.find(ctx.club.id, created.id))!);
    });
  }

  async update(ctx: ClubRequestContext, id: number, body: UpdatePortalComponentBody): Promise<PortalComponent> {
    return this.data.write([], async (repos) => {
      await repos.portal.lockClub(ctx.club.id);
      const row = await this.componentOf(repos, ctx, id);
      if (row.core && (body.name !== undefined || body.properties !== undefined)) {
        throw errors.validation([{ field: body.name !== undefined ? 'name' : 'properties', code: 'portalCoreFixed' }]);
      }
      let updated = await repos.portal.update(row, {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.properties === undefined ? {} : { properties: { href: body.properties.href, image: body.properties.image ?? null } }),
        ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
        ...(body.highlighted === undefined ? {} : { highlighted: body.highlighted }),
      });
      if (body.order !== undefined) {
        await this.move(repos, await repos.portal.list(ctx.club.id), updated, body.order);
        updated = (await repos.portal.find(ctx.club.id, id))!;
      }
      await repos.audit.record(ctx, { action: 'portal.component.updated', target: String(id), metadata: { fields: Object.keys(body) } });
      return presentPortalComponent(updated);
    });
  }

  async remove(ctx: ClubRequestContext, id: number): Promise<void> {
    await this.data.write([], async (repos) => {
      await repos.portal.lockClub(ctx.club.id);
      const row = await this.componentOf(repos, ctx, id);
      if (row.core) throw errors.conflict('portalCoreNotRemovable');
      await repos.portal.remove(row);
      await repos.portal.setPositions((await repos.portal.list(ctx.club.id)).map((other) => other.id));
      await repos.audit.record(ctx, { action: 'portal.component.removed', target: String(id), metadata: { name: row.name } });
    });
  }

  /** Public: what a visitor sees, enabled components whose area is available, in order. */
  async publicPortal(clubHash: string, url: string): Promise<PublicPortal> {
    const repos = this.data.read;
    const club = await repos.portal.club(clubHash);
    if (!club) throw errors.notFound();
    const [rows, features, open] = await Promise.all([
      repos.portal.list(club.id),
      repos.portal.features(club.id),
      this.shop.openCounts(club.id),
    ]);
    const areas = {
      features,
      publicPortal: club.publicPortal,
      publishedCampaigns: open.campaigns,
      publishedTicketCampaigns: open.ticketCampaigns,
      openInscriptions: open.inscriptions ?? 0,
    };
    const visible = rows.filter((row) => row.enabled && (!row.core || coreComponentAvailable(row.name, areas)));
    return wholeCollection(url, visible.map(presentPortalComponent));
  }

  private async move(repos: PortalRepositories, rows: PortalComponentRow[], row: PortalComponentRow, order: number): Promise<void> {
    const others = rows.filter((other) => other.id !== row.id);
    const at = Math.min(order, others.length);
    await repos.portal.setPositions([...others.slice(0, at).map((r) => r.id), row.id, ...others.slice(at).map((r) => r.id)]);
  }

  private async componentOf(repos: Pick<PortalRepositories, 'portal'>, ctx: ClubRequestContext, id: number): Promise<PortalComponentRow> {
    const row = await repos.portal.find(ctx.club.id, id);
    if (!row) throw errors.notFound();
    return row;
  }
}
