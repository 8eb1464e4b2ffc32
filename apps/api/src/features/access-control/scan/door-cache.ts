import type { BoundedCache } from '../../../lib/cache/bounded-cache';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import { secretHash } from '../devices/device-secrets';
import type { DeviceRow, DevicesRepository } from '../devices/devices.repository';
import type { AccessListWithEvent, AccessListsRepository } from '../lists/lists.repository';

/**
 * What every scan reads before judging the code: its check-in list (with its event's name) and the
 * phone that sent it. Both change rarely (a manager editing a list, registering or revoking a
 * phone, a phone's last-call note every 30 s), so they are kept between scans and cleared by the
 * change feed (access-tables.ts): a scan costs no query for them, and a revocation in any process
 * reaches this one as its write is committed. Unknown hashes are kept too (as null), so guessing
 * costs no query either; a list or phone added later clears them with its write.
 */
export class DoorCache {
  private readonly lists: BoundedCache<AccessListWithEvent | null>;
  private readonly devices: BoundedCache<DeviceRow | null>;

  constructor(changes: ChangeFeed) {
    this.lists = changes.cache<AccessListWithEvent | null>(['access_lists', 'campaigns'], { maxEntries: 5_000 });
    this.devices = changes.cache<DeviceRow | null>(['access_devices'], { maxEntries: 5_000 });
  }

  /** The club's list of that hash, or undefined. */
  async list(repository: Pick<AccessListsRepository, 'find'>, clubId: number, listHash: string): Promise<AccessListWithEvent | undefined> {
    const row = await this.lists.getOrLoad(`${clubId}|${listHash}`, async () => (await repository.find(clubId, listHash)) ?? null, clubId);
    return row ?? undefined;
  }

  /** The phone of that secret as it was registered in the route's club (the caller checks its club). */
  async device(repository: Pick<DevicesRepository, 'bySecretHash'>, clubId: number, secret: string): Promise<DeviceRow | undefined> {
    const hash = secretHash(secret);
    const row = await this.devices.getOrLoad(`${clubId}|${hash}`, async () => (await repository.bySecretHash(hash)) ?? null, clubId);
    return row ?? undefined;
  }
}
