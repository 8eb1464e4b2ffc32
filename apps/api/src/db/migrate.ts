import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { migrationsFolder } from '../paths';
import type { Database } from './client';
import * as schema from './schema';

/**
 * The session-level advisory lock every migrator of one PostgreSQL database takes first: replicas
 * (or `npm run db:migrate` runs) starting together apply the migrations one after another, and
 * the later ones find nothing left to do (drizzle's own CREATE SCHEMA/TABLE IF NOT EXISTS would
 * otherwise race).
 */
const MIGRATION_LOCK_SQL = "hashtext('tribuna:migrations')::bigint";

/** Applies the committed SQL migrations (idempotent: drizzle records what ran). */
export async function migrateDatabase(database: Database, folder = migrationsFolder()): Promise<void> {
  if (database.kind === 'postgres') {
    const db = database.db as unknown as NodePgDatabase<typeof schema>;
    // The lock is per session: held on one client of the pool while the migrator uses others.
    const lockHolder = await (db as unknown as { $client: Pool }).$client.connect();
    try {
      await lockHolder.query(`select pg_advisory_lock(${MIGRATION_LOCK_SQL})`);
      await migratePg(db, { migrationsFolder: folder });
    } finally {
      await lockHolder.query(`select pg_advisory_unlock(${MIGRATION_LOCK_SQL})`).catch(() => undefined);
      lockHolder.release();
    }
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder: folder });
  }
}

/** True when no user and no club exists yet (first start of an embedded database). */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const rows = await database.db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from users) and not exists (select 1 from clubs) as empty`,
  );
  return Boolean((rows as unknown as { rows: { empty: boolean }[] }).rows[0]?.empty);
}

/** The newest migration of the folder (its journal's `when`), read once per folder. */
const newestByFolder = new Map<string, number>();

function newestMigration(folder: string): number {
  let newest = newestByFolder.get(folder);
  if (newest === undefined) {
    newest = Math.max(0, ...readMigrationFiles({ migrationsFolder: folder }).map((m) => m.folderMillis));
    newestByFolder.set(folder, newest);
  }
  return newest;
}

/**
 * True when the database lacks a migration this build carries: the same test drizzle's migrator
 * makes (the newest applied `created_at` against the journal), so /ready agrees with `db:migrate`.
 */
export async function hasPendingMigrations(database: Pick<Database, 'db'>, folder = migrationsFolder()): Promise<boolean> {
  const newest = newestMigration(folder);
  const exists = await database.db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!(exists as unknown as { rows: { present: boolean }[] }).rows[0]?.present) return newest > 0;
  const rows = await database.db.execute<{ last: string | null }>(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = Number((rows as unknown as { rows: { last: string | null }[] }).rows[0]?.last ?? 0);
  return last < newest;
}

/**
 * Resolves true once no migration is pending (MIGRATE_ON_START=false: another process runs them),
 * asking every `everyMs`; false if `stop()` turns true first (the process shuts down).
 */
export async function waitForMigrations(database: Pick<Database, 'db'>, stop: () => boolean, everyMs = 2_000): Promise<boolean> {
  while (!stop()) {
    if (!(await hasPendingMigrations(database).catch(() => true))) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs).unref());
  }
  return false;
}
