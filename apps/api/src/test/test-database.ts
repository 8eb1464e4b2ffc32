import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoData } from '../demo/seed-demo-data';
import { databaseUrl, ensureTemplate, TEMPLATE_RUN_ENV, type TemplateKind } from './test-database-templates';

export type TestDatabase = { database: Database; drop(): Promise<void> };

type Options = { seed?: boolean; people?: boolean };

const kindOf = (options: Options): TemplateKind => (options.seed === false ? 'bare' : options.people ? 'people' : 'demo');

/** Migrates, then seeds what `kind` asks for: the demo clubs' generated people only when a test asks. */
async function prepare(database: Database, kind: TemplateKind): Promise<void> {
  await migrateDatabase(database);
  if (kind !== 'bare') await seedDemoData(database.db, { people: kind === 'people' });
}

/**
 * A real, migrated database for one test file: a fresh uniquely named PostgreSQL database when
 * TEST_DATABASE_URL is set (dropped afterwards), else an in-memory PGlite. Seeded with the demo
 * data unless `seed: false` (tests that build their own data with ./factories). On PostgreSQL,
 * within a Vitest run, it is a copy of the run's template of that kind (test-database-templates.ts).
 */
export async function createTestDatabase(options: Options = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const kind = kindOf(options);
  if (!adminUrl) {
    const database = await openDatabase({});
    await prepare(database, kind);
    return { database, drop: () => database.close() };
  }
  const run = process.env[TEMPLATE_RUN_ENV];
  const template = run
    ? await ensureTemplate(adminUrl, run, kind, async (url) => {
        const building = await openDatabase({ databaseUrl: url, poolSize: 2 });
        try {
          await prepare(building, kind);
        } finally {
          await building.close();
        }
      })
    : undefined;
  const name = `tribuna_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 5 });
  if (!template) await prepare(database, kind);
  const drop = async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  };
  return { database, drop };
}
