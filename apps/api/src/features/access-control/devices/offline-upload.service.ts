import type { OfflineScanSchema, OfflineUploadAnswer } from '@tribuna/contract/access-devices';
import type { z } from 'zod';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { AccessListsRepository, AccessListWithEvent } from '../lists/lists.repository';
import type { ScanService } from '../scan/scan.service';
import type { DevicesData } from './devices.data';
import type { DeviceRow } from './devices.repository';
import { checkDeviceScope } from './device-auth';
import { clubList } from './offline-package.service';

type OfflineScan = z.output<typeof OfflineScanSchema>;
const DAY_MS = 86_400_000;

/**
 * The scans a phone decided offline, uploaded when it is back (issue 24 part 4): each is judged
 * and logged by the scan service as it would have been at its time, once per nonce (a queue sent
 * twice counts once). A ticket another phone admitted first is a conflict on both phones' scans;
 * one cancelled after the download is logged "admitted but invalid".
 */
export class OfflineUploadService {
  constructor(
    private readonly data: DevicesData,
    private readonly lists: Pick<AccessListsRepository, 'find'>,
    private readonly scans: Pick<ScanService, 'judge'>,
  ) {}

  /** The batch's lists, each of the club (404 before the phone's secret is even checked). */
  async listsOf(ctx: ClubRequestContext, scans: readonly OfflineScan[]): Promise<Map<string, AccessListWithEvent>> {
    const lists = new Map<string, AccessListWithEvent>();
    for (const scan of scans) {
      if (!lists.has(scan.listHash)) lists.set(scan.listHash, await clubList(this.lists, ctx.club.id, scan.listHash));
    }
    return lists;
  }

  async upload(
    ctx: ClubRequestContext,
    device: DeviceRow,
    lists: ReadonlyMap<string, AccessListWithEvent>,
    scans: readonly OfflineScan[],
  ): Promise<OfflineUploadAnswer> {
    for (const list of lists.values()) checkDeviceScope(device, list);
    const answers = [];
    // In the phone's order: the first of two scans of one ticket is the one that counts.
    for (const scan of scans) {
      const answer = await this.scans.judge(ctx.club, {
        list: lists.get(scan.listHash)!,
        code: scan.code,
        direction: scan.direction,
        nonce: scan.nonce,
        controllerProfileId: ctx.viewer.profileIds[0] ?? null,
        deviceId: device.id,
        scannedAt: new Date(scan.scannedAt),
        offline: { localResult: scan.localResult },
      });
      if (answer.reason === 'conflict') await this.data.read.offline.markFirstUseConflictOf(ctx.club.id, answer.scanHash);
      answers.push({ answer, nonce: scan.nonce });
    }
    // Conflicts found after the phone's own upload (another phone's later one) are told too.
    const conflicted = new Set((await this.data.read.offline.conflicts(device.id, new Date(Date.now() - DAY_MS))).map((row) => row.nonce));
    return {
      scans: answers.map(({ answer, nonce }) => ({ ...answer, nonce, conflict: answer.reason === 'conflict' || conflicted.has(nonce) })),
    };
  }
}
