import { join } from 'node:path';
import { LocalFileStorage, type FileStorage } from './file-storage';

/**
 * The one storage port of a process, built once by its entry point (server, seed command) and
 * passed to the app, the seeds and the scheduled jobs. Local disk under DATA_DIR/uploads today.
 */
export function uploadsStorage(config: { dataDir: string }): FileStorage {
  return new LocalFileStorage(join(config.dataDir, 'uploads'));
}
