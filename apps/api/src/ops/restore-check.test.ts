import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoData } from '../demo/seed-demo-data';
import { databaseUrl } from '../test/test-database-templates';
import { dumpPostgres } from './backup-tools';
import { dumpEmbedded } from './embedded-backup';
import { restoreCheck } from './restore-check';

/**
 * docs/operations.md's backups, exercised: a seeded database is backed up with the documented
 * command, restored by the restore check into a fresh database, and a demo account signs in there.
 */
const work = mkdtempSync(join(tmpdir(), 'tribuna-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const seeded = async (database: Database) => {
  await migrateDatabase(database);
  await seedDemoData(database.db, { people: false });
  await database.close();
};

describe('the embedded database (PGlite)', () => {
  const backup = join(work, 'embedded.tar.gz');

  beforeAll(async () => {
    const dataDir = join(work, 'data');
    await seeded(await openDatabase({ dataDir }));
    await dumpEmbedded(dataDir, backup);
  }, 300_000);

  it('restores into a fresh data directory where a demo account signs in', async () => {
    const result = await restoreCheck({ kind: 'pglite', backupFile: backup });
    expect(result).toMatchObject({ username: 'member@demo.test', signedIn: true, profileStatus: 200 });
  }, 120_000);

  it('fails when the account cannot sign in, and never restores over a database', async () => {
    await expect(restoreCheck({ kind: 'pglite', backupFile: backup, password: 'Wrong1234!' })).rejects.toThrow(/answered 401/);
    await expect(restoreCheck({ kind: 'pglite', backupFile: backup, dataDir: join(work, 'data') })).rejects.toThrow(/not empty/);
  }, 120_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL (pg_dump -Fc, pg_restore)', () => {
  const source = `tribuna_backup_src_${randomBytes(4).toString('hex')}`;
  const backup = join(work, 'postgres.dump');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`create database "${source}"`);
    const url = databaseUrl(adminUrl!, source);
    await seeded(await openDatabase({ databaseUrl: url, poolSize: 2 }));
    await dumpPostgres(url, backup);
  }, 300_000);
  afterAll(async () => {
    await admin(`drop database if exists "${source}" with (force)`);
  });

  it('restores into a fresh database where a demo account signs in', async () => {
    const result = await restoreCheck({ kind: 'postgres', backupFile: backup, adminUrl: adminUrl! });
    expect(result).toMatchObject({ username: 'member@demo.test', signedIn: true, profileStatus: 200 });
    expect(result.restoredInto).not.toBe(source);
  }, 120_000);
});
