import type { ClaimedDevice } from '@tribuna/contract/access-devices';
import { packageId, scannerDb, type QueuedScan, type StoredDevice } from './offline-db';
import type { OfflineData } from './offline-data';
import { importDataKey, seal, unseal } from './package-crypto';

/** Offline data older than this is not used to decide, and is deleted (issue 24: expires after 24 h). */
export const OFFLINE_DATA_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type OpenedPackage =
  { state: 'ready'; data: OfflineData; cursor: string; savedAt: string; expiresAt: string } | { state: 'missing' } | { state: 'expired' };

/** The phone's registration in the club, if it has one. */
export const readDevice = (clubHash: string): Promise<StoredDevice | undefined> => scannerDb().devices.get(clubHash);

/** Keeps a claimed registration: the data key only as a non-extractable WebCrypto key. */
export async function keepDevice(clubHash: string, claimed: ClaimedDevice): Promise<StoredDevice> {
  const device: StoredDevice = {
    clubHash,
    deviceHash: claimed.deviceHash,
    name: claimed.name,
    deviceSecret: claimed.deviceSecret,
    key: await importDataKey(claimed.dataKey),
  };
  await scannerDb().devices.put(device);
  return device;
}

/** Seals one list's data under the device's key and keeps it with its cursor and expiry. */
export async function keepPackage(
  device: StoredDevice,
  listHash: string,
  data: OfflineData,
  cursor: string,
  expiresAt: string,
  now = new Date(),
) {
  const latest = new Date(Math.min(Date.parse(expiresAt), now.getTime() + OFFLINE_DATA_LIFETIME_MS)).toISOString();
  await scannerDb().packages.put({
    id: packageId(device.clubHash, listHash),
    clubHash: device.clubHash,
    listHash,
    cursor,
    savedAt: now.toISOString(),
    expiresAt: latest,
    sealed: await seal(device.key, data),
  });
  return latest;
}

/** Opens one list's data; past its expiry it is deleted and reported as such. */
export async function openPackage(device: StoredDevice, listHash: string, now = Date.now()): Promise<OpenedPackage> {
  const store = scannerDb();
  const stored = await store.packages.get(packageId(device.clubHash, listHash));
  if (!stored) return { state: 'missing' };
  if (Date.parse(stored.expiresAt) <= now) {
    await store.packages.delete(stored.id);
    return { state: 'expired' };
  }
  try {
    return {
      state: 'ready',
      data: await unseal<OfflineData>(device.key, stored.sealed),
      cursor: stored.cursor,
      savedAt: stored.savedAt,
      expiresAt: stored.expiresAt,
    };
  } catch {
    // Sealed under another key (the phone registered again): useless, so gone.
    await store.packages.delete(stored.id);
    return { state: 'missing' };
  }
}

export const queueScan = (scan: QueuedScan) => scannerDb().queue.put(scan);

/** The club's scans waiting for upload, oldest first (also the phone's own history for deciding). */
export const queuedScans = (clubHash: string): Promise<QueuedScan[]> =>
  scannerDb().queue.where('clubHash').equals(clubHash).sortBy('scannedAt');

export const dropQueued = (nonces: string[]) => scannerDb().queue.bulkDelete(nonces);
