import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../db/migrate';
import { migrationsFolder } from '../paths';
import { createEmptyDatabase } from './empty-database';

// Migrations run once (issue 26 part 2): replicas starting together, or `npm run db:migrate`
// beside them, serialize on one advisory lock; the later migrator finds nothing to do. Only on
// PostgreSQL: an embedded PGlite database has one process by nature.
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('two migrators started at once on a fresh database both succeed and apply each migration once', { timeout: 240_000 }, async () => {
    const empty = await createEmptyDatabase();
    try {
      const [first, second] = [await empty.open(), await empty.open()];
      const outcomes = await Promise.allSettled([migrateDatabase(first), migrateDatabase(second)]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
      const rows = await first.db.execute<{ applied: number; distinct: number }>(
        sql`select count(*)::int as applied, count(distinct created_at)::int as distinct from drizzle.__drizzle_migrations`,
      );
      const journal = readMigrationFiles({ migrationsFolder: migrationsFolder() });
      expect((rows as unknown as { rows: { applied: number; distinct: number }[] }).rows[0]).toEqual({
        applied: journal.length,
        distinct: journal.length,
      });
    } finally {
      await empty.drop();
    }
  });
});
