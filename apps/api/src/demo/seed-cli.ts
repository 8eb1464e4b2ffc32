import { ConfigError, parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { uploadsStorage } from '../lib/uploads/uploads-storage';
import { seedDemoData } from './seed-demo-data';

// `npm run db:seed`: migrates, then creates the demo data (safe to run again on any database).
// An explicit command, so it works whatever DEMO_MODE says; but the demo accounts (an admin
// among them) share one published password, so with NODE_ENV=production it asks for --force
// (`npm run db:seed -w @tribuna/api -- --force`, e.g. for a staging server).
try {
  const config = parseConfig(process.env);
  if (config.nodeEnv === 'production' && !process.argv.slice(2).includes('--force')) {
    throw new ConfigError(
      'Refusing to seed the demo accounts with NODE_ENV=production (their password is public); add --force to do it anyway',
    );
  }
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir });
  await migrateDatabase(database);
  await seedDemoData(database.db, { files: uploadsStorage(config), appUrl: config.appUrl });
  await database.close();
  console.log(`Demo data seeded (${database.kind}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
