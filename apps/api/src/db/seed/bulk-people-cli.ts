import { sql } from 'drizzle-orm';
import { ConfigError, parseConfig } from '../../config';
import { openDatabase } from '../client';
import { seedBulkPeople } from './bulk-people';

// `npm run db:bulk-people -- <clubShortname> <count>`: adds generated people to a club (benchmarks).
try {
  const [shortname = 'cd-demo', countText = '20000'] = process.argv.slice(2);
  const count = Number(countText);
  if (!Number.isInteger(count) || count < 1) throw new ConfigError(`count must be a positive whole number, not "${countText}"`);
  const config = parseConfig(process.env);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir });
  await seedBulkPeople(database.db, shortname, count);
  // A bulk load leaves no planner statistics or visibility map until autovacuum passes; a
  // benchmark right after it would measure that gap, not the queries.
  await database.db.execute(sql`VACUUM ANALYZE profiles`);
  await database.close();
  console.log(`${count} people added to ${shortname} (${database.kind}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
