import type { Db } from '../db/client';
import { seedDemoBase } from '../db/seed/seed';
import { FEATURES } from '../features';
import type { FileStorage } from '../lib/uploads/file-storage';

export type SeedOptions = {
  /** The demo clubs' ~360 people (issue 4) and what needs them (messages); default true. */
  people?: boolean;
  /** The storage port: logos and images are stored only when the caller gives it. */
  files?: FileStorage;
  /** The app's public address (config APP_URL): the demo clubs' terms link points there. */
  appUrl?: string;
};

/**
 * The demo data: the base (clubs, accounts, profiles, people, teams), then each feature's own
 * seed in the order of the features' list. Idempotent, like each of its parts.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  const context = { db, files: options.files, appUrl: options.appUrl ?? 'http://localhost:3000', people: options.people !== false };
  await seedDemoBase(db, context);
  for (const feature of FEATURES) await feature.seed?.(context);
}
