import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoData } from '../demo/seed-demo-data';

export type TestDatabase = { database: Database; drop(): Promise<void> };

/**
 * A real, migrated database for one test file: a fresh uniquely named PostgreSQL database when
 * TEST_DATABASE_URL is set (dropped afterwards), else an in-memory PGlite. Seeded with the demo
 * data unless `seed: false` (tests that build their own data with ./factories).
 */
export async function createTestDatabase(options: { seed?: boolean; people?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop: () => Promise<void>;
  if (adminUrl) {
    const name = `tribuna_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    drop = async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    };
  } else {
    database = await openDatabase({});
    drop = () => database.close();
  }
  await migrateDatabase(database);
  // The demo clubs' generated people only when a test asks: most tests read small, known lists.
  if (options.seed !== false) await seedDemoData(database.db, { people: options.people ?? false });
  return { database, drop };
}
