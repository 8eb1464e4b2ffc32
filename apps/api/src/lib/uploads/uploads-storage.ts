import { join } from 'node:path';
import { LocalFileStorage, type FileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';
import type { StorageSettings } from './storage-config';

/**
 * The one storage port of a process, built once by its entry point (server, seed command) and
 * passed to the app, the seeds and the scheduled jobs: local disk under DATA_DIR/uploads by
 * default, an S3 bucket with STORAGE_DRIVER=s3 (what several processes or machines need).
 */
export function uploadsStorage(config: { dataDir: string; storage: StorageSettings }): FileStorage {
  if (config.storage.driver === 's3') return new S3FileStorage(config.storage.s3);
  return new LocalFileStorage(localUploadsDir(config.dataDir));
}

/** Where the local store keeps its files (and where the migration to S3 reads them). */
export const localUploadsDir = (dataDir: string) => join(dataDir, 'uploads');
