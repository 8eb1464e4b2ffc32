import type {
  AccessList,
  AccessListList,
  CreateAccessListBody,
  ScannerListList,
  UpdateAccessListBody,
} from '@tribuna/contract/access-control';
import { inClub } from '../../../lib/data/unit-of-work';
import { errors } from '../../../lib/errors';
import { wholeCollection } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { AccessControlData, AccessControlRepositories } from '../access-control.data';
import { presentAccessList, presentScannerList } from './lists.presenter';
import type { AccessListValues } from './lists.repository';

/**
 * Check-in lists (issue 24): managers add, change and remove them (access on the routes); the
 * object checks stay here (the list and its event are the club's, a list with scans keeps its log).
 */
export class AccessListsService {
  constructor(private readonly data: AccessControlData) {}

  async lists(ctx: ClubRequestContext, url: string): Promise<AccessListList> {
    const [rows, counters] = await Promise.all([this.data.read.lists.list(ctx.club.id), this.data.read.lists.counters(ctx.club.id)]);
    return wholeCollection(
      url,
      rows.map((row) => presentAccessList(row, counters.get(row.id))),
    );
  }

  async scannerLists(ctx: ClubRequestContext, url: string): Promise<ScannerListList> {
    const rows = await this.data.read.lists.list(ctx.club.id);
    return wholeCollection(url, rows.map(presentScannerList));
  }

  async create(ctx: ClubRequestContext, body: CreateAccessListBody): Promise<AccessList> {
    return this.data.write(inClub(ctx.club.id, ['access_lists']), async (repos) => {
      let campaignId: number | null = null;
      if (body.kind === 'tickets') {
        campaignId = (await repos.lists.campaignId(ctx.club.id, body.campaignHash!)) ?? null;
        if (campaignId === null) throw errors.validation([{ field: 'campaignHash', code: 'invalidChoice' }]);
      }
      const values = {
        name: body.name,
        kind: body.kind,
        campaignId,
        ...rules(body),
      };
      const created = await repos.lists.insert(ctx.club.id, values);
      if (!created) throw errors.validation([{ field: 'name', code: 'accessListNameTaken' }]);
      await repos.audit.record(ctx, { action: 'accessList.created', target: created.publicId, metadata: { after: body } });
      return this.listOut(repos, ctx, created.publicId);
    });
  }

  async update(ctx: ClubRequestContext, listHash: string, body: UpdateAccessListBody): Promise<AccessList> {
    return this.data.write(inClub(ctx.club.id, ['access_lists']), async (repos) => {
      const row = await repos.lists.find(ctx.club.id, listHash);
      if (!row) throw errors.notFound();
      const values: AccessListValues = { ...(body.name !== undefined && { name: body.name }), ...rules(body) };
      const updated = await repos.lists.update(row, values);
      if (!updated) throw errors.validation([{ field: 'name', code: 'accessListNameTaken' }]);
      await repos.audit.record(ctx, { action: 'accessList.updated', target: listHash, metadata: { after: body } });
      return this.listOut(repos, ctx, listHash);
    });
  }

  async remove(ctx: ClubRequestContext, listHash: string): Promise<void> {
    await this.data.write(inClub(ctx.club.id, ['access_lists']), async (repos) => {
      const row = await repos.lists.find(ctx.club.id, listHash);
      if (!row) throw errors.notFound();
      if (!(await repos.lists.remove(row))) throw errors.conflict('accessListHasScans');
      await repos.audit.record(ctx, { action: 'accessList.removed', target: listHash, metadata: { name: row.name } });
    });
  }

  private async listOut(repos: AccessControlRepositories, ctx: ClubRequestContext, listHash: string): Promise<AccessList> {
    const [row, counters] = await Promise.all([repos.lists.find(ctx.club.id, listHash), repos.lists.counters(ctx.club.id)]);
    return presentAccessList(row!, counters.get(row!.id));
  }
}

/** The rules a body sets, only those it names (merge-patch). */
function rules(body: UpdateAccessListBody): AccessListValues {
  return {
    ...(body.allowMultipleEntries !== undefined && { allowMultipleEntries: body.allowMultipleEntries }),
    ...(body.allowEntryAfterExit !== undefined && { allowEntryAfterExit: body.allowEntryAfterExit }),
    ...(body.autoCheckoutAt !== undefined && { autoCheckoutAt: body.autoCheckoutAt }),
    ...(body.feesOverdue !== undefined && { feesOverdue: body.feesOverdue }),
  };
}
