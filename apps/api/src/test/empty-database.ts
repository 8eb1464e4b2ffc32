import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { databaseUrl } from './test-database-templates';

export type EmptyDatabase = {
  /** Opens one more handle on it (a second "replica"); closed by `drop`. */
  open(): Promise<Database>;
  drop(): Promise<void>;
};

/**
 * A database with no migration applied: a fresh PostgreSQL database when TEST_DATABASE_URL is
 * set, else an in-memory PGlite (one handle only: PGlite lives in this process).
 */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const opened: Database[] = [];
  if (!adminUrl) {
    const database = await openDatabase({});
    return {
      open: async () => database,
      drop: () => database.close(),
    };
  }
  const name = `tribuna_empty_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    async open() {
      const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 3 });
      opened.push(database);
      return database;
    },
    async drop() {
      for (const database of opened) await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
