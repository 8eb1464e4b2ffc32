import type { ScanAnswer, ScanBody, ScanDirection } from '@tribuna/contract/access-control';
import { errors } from '../../../lib/errors';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FeesPublic } from '../../fees';
import type { AccessControlData } from '../access-control.data';
import type { AccessListWithEvent } from '../lists/lists.repository';
import type { DoorCache } from './door-cache';
import { ScanJudge } from './scan-batch';
import type { ScanInput } from './scan-decision';
import type { ScanLogLists } from '../log/scan-log-lists';

export type { ScanInput } from './scan-decision';

/** The phone a scan came from, when registered: its id and name, and the check of its list scope. */
export type ScanningDevice = { id: number; name: string; check(list: AccessListWithEvent): void };

/**
 * The scan at the door (issue 24): finds the list (kept in memory, door-cache.ts), then reads,
 * judges and logs the code in the process's current batch of scans (scan-batch.ts), so two phones
 * at once admit a ticket exactly once. The same nonce twice answers the first scan.
 */
export class ScanService {
  private readonly judgeBatch: ScanJudge;

  constructor(
    private readonly data: AccessControlData,
    fees: Pick<FeesPublic, 'standing'>,
    private readonly cache: DoorCache,
    logLists?: ScanLogLists,
  ) {
    this.judgeBatch = new ScanJudge(data, fees, logLists);
  }

  /** An online scan; from a registered phone, `device` names it and refuses a list outside its scope. */
  async scan(
    ctx: ClubRequestContext,
    body: ScanBody & { direction: ScanDirection },
    device: ScanningDevice | null = null,
  ): Promise<ScanAnswer> {
    const list = await this.cache.list(this.data.read.lists, ctx.club.id, body.listHash);
    if (!list) throw errors.notFound();
    device?.check(list);
    return this.judge(ctx.club, {
      list,
      code: body.code,
      direction: body.direction,
      nonce: body.nonce,
      controllerProfileId: ctx.viewer.profileIds[0] ?? null,
      deviceId: device?.id ?? null,
      deviceName: device?.name ?? null,
    });
  }

  /** Judges and logs one scan (online or uploaded from a phone's queue) in the current batch. */
  judge(club: { id: number; seasonEndsOn: string | null }, input: ScanInput): Promise<ScanAnswer> {
    return this.judgeBatch.judge(club, input);
  }
}
