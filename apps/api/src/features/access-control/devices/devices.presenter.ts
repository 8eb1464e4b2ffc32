import type { AccessDevice } from '@tribuna/contract/access-devices';
import type { DeviceListRow } from './devices.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A door phone as its managers see it: never its secret hash nor its data key. */
export const presentDevice = (row: DeviceListRow): AccessDevice => ({
  hash: row.publicId,
  name: row.name,
  listHash: row.listHash,
  listName: row.listName,
  registeredAt: iso(row.registeredAt)!,
  registeredBy: row.registeredByName,
  lastSyncAt: iso(row.lastSyncAt),
  revokedAt: iso(row.revokedAt),
});
