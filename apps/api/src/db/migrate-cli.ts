import { ConfigError, parseConfig } from '../config';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

// `npm run db:migrate`: applies migrations to DATABASE_URL, or to the embedded DATA_DIR database.
try {
  const config = parseConfig(process.env);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir });
  await migrateDatabase(database);
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
