import type { AppConfig } from '../../config';
import type { Database } from '../client';
import { isDatabaseEmpty } from '../migrate';
import { join } from 'node:path';
import { LocalFileStorage } from '../../lib/uploads/file-storage';
import { seedDemoData } from './seed';

/**
 * At start-up, the demo accounts (one published password, an admin among them) are created only
 * in demo mode and only on an empty database; parseConfig never turns demo mode on in production.
 * Returns whether it seeded.
 */
export async function seedDemoDataOnStart(
  database: Database,
  config: Pick<AppConfig, 'demoMode' | 'dataDir' | 'appUrl'>,
): Promise<boolean> {
  if (!config.demoMode) return false;
  if (!(await isDatabaseEmpty(database))) return false;
  await seedDemoData(database.db, { files: new LocalFileStorage(join(config.dataDir, 'uploads')), appUrl: config.appUrl });
  return true;
}
