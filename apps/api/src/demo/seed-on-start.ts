import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { isDatabaseEmpty } from '../db/migrate';
import type { FileStorage } from '../lib/uploads/file-storage';
import { seedDemoData } from './seed-demo-data';

/**
 * At start-up, the demo accounts (one published password, an admin among them) are created only
 * in demo mode and only on an empty database; parseConfig never turns demo mode on in production.
 * Returns whether it seeded.
 */
export async function seedDemoDataOnStart(
  database: Database,
  config: Pick<AppConfig, 'demoMode' | 'appUrl'>,
  /** The process's storage port (logos are stored only when given). */
  files?: FileStorage,
): Promise<boolean> {
  if (!config.demoMode) return false;
  if (!(await isDatabaseEmpty(database))) return false;
  await seedDemoData(database.db, { files, appUrl: config.appUrl });
  return true;
}
