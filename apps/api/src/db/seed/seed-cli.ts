import { ConfigError, parseConfig } from '../../config';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { seedDemoData } from './seed';

// `npm run db:seed`: migrates, then creates the demo data (safe to run again on any database).
try {
  const config = parseConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir },
  );
  await migrateDatabase(database);
  await seedDemoData(database.db);
  await database.close();
  console.log(`Demo data seeded (${database.kind}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
