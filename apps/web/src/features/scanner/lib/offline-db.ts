import Dexie, { type EntityTable } from 'dexie';
import type { DataKey, Sealed } from './package-crypto';
import type { LocalScan } from './offline-data';

/** The phone's registration in one club: its id, the secret it proves itself with, its data key. */
export interface StoredDevice {
  clubHash: string;
  deviceHash: string;
  name: string;
  deviceSecret: string;
  key: DataKey;
}

/** One list's offline copy, sealed; only the fields needed to find and age it stay in the clear. */
export interface StoredPackage {
  id: string;
  clubHash: string;
  listHash: string;
  cursor: string;
  savedAt: string;
  expiresAt: string;
  sealed: Sealed;
}

/** A scan decided on the phone, waiting for upload (and kept as the phone's own history till then). */
export type QueuedScan = LocalScan;

export type ScannerDb = Dexie & {
  devices: EntityTable<StoredDevice, 'clubHash'>;
  packages: EntityTable<StoredPackage, 'id'>;
  queue: EntityTable<QueuedScan, 'nonce'>;
};

/** Also named in lib/storage.ts, which deletes it at sign-out. */
export const SCANNER_DB_NAME = 'tribuna-scanner';

let db: ScannerDb | null = null;

/** The scanner's IndexedDB database (Dexie), opened on first use. */
export function scannerDb(): ScannerDb {
  if (!db) {
    db = new Dexie(SCANNER_DB_NAME) as ScannerDb;
    db.version(1).stores({ devices: 'clubHash', packages: 'id, clubHash', queue: 'nonce, clubHash, scannedAt' });
  }
  return db;
}

export const packageId = (clubHash: string, listHash: string) => `${clubHash}/${listHash}`;

/** Sign-out or a revoked device: nothing of the door stays on the phone. */
export async function wipeScannerData(clubHash?: string): Promise<void> {
  const store = scannerDb();
  await store.transaction('rw', store.devices, store.packages, store.queue, async () => {
    if (clubHash) {
      await store.devices.delete(clubHash);
      await store.packages.where('clubHash').equals(clubHash).delete();
      // Unsendable once the device is gone, and they hold codes of cards and tickets.
      await store.queue.where('clubHash').equals(clubHash).delete();
    } else {
      await Promise.all([store.devices.clear(), store.packages.clear(), store.queue.clear()]);
    }
  });
}
