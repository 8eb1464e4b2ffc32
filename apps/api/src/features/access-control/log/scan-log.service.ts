import type { AccessScan, AccessScanList, AccessScanQuery, AnnulScanBody } from '@tribuna/contract/access-control';
import { errors } from '../../../lib/errors';
import { hydraCollection, pageOffset } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { AccessControlData } from '../access-control.data';
import { presentLogRow } from './scan-log.presenter';
import type { ScanLogLists } from './scan-log-lists';

type Query = AccessScanQuery & { page: number; itemsPerPage: number };

/** The scan log for managers (issue 24): list, filter, annul a scan with a reason. */
export class ScanLogService {
  constructor(
    private readonly data: AccessControlData,
    private readonly lists?: ScanLogLists,
  ) {}

  async scans(ctx: ClubRequestContext, query: Query, url: string): Promise<AccessScanList> {
    const { rows, total } = await this.data.read.scanLog.page(
      ctx.club.id,
      query,
      query.itemsPerPage,
      pageOffset(query.page, query.itemsPerPage),
      this.lists?.of(ctx.club.id, query),
    );
    return hydraCollection(url, rows.map(presentLogRow), total, query.page, query.itemsPerPage);
  }

  /** An annulled scan no longer counts: not inside, not admitted today, a ticket may enter again. */
  async annul(ctx: ClubRequestContext, scanHash: string, body: AnnulScanBody): Promise<AccessScan> {
    return this.data.write([], async (repos) => {
      const row = await repos.scanLog.find(ctx.club.id, scanHash);
      if (!row) throw errors.notFound();
      if (!(await repos.scanLog.annul(row.id, ctx.viewer.userId, body.reason))) throw errors.conflict('scanAlreadyAnnulled');
      await repos.audit.record(ctx, { action: 'accessScan.annulled', target: scanHash, metadata: { reason: body.reason } });
      return presentLogRow((await repos.scanLog.find(ctx.club.id, scanHash))!);
    });
  }
}
