import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder } from '../paths';
import type { Database } from './client';
import * as schema from './schema';

/** Applies the committed SQL migrations (idempotent: drizzle records what ran). */
export async function migrateDatabase(database: Database, folder = migrationsFolder()): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder: folder });
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
