import { sql } from 'drizzle-orm';
import { ConfigError, parseConfig } from '../../config';
import { openDatabase } from '../client';
import { seedBulkThreads } from './bulk-threads';

// `npm run db:bulk-threads -- <clubShortname> <threads> [teamSize]`: generated threads for the
// messaging benchmarks (prints the bench team's hash as JSON on the last line).
try {
  const [shortname = 'cd-demo', countText = '100000', teamText = '5000'] = process.argv.slice(2);
  const threads = Number(countText);
  const teamSize = Number(teamText);
  if (!Number.isInteger(threads) || threads < 1) throw new ConfigError(`threads must be a positive whole number, not "${countText}"`);
  if (!Number.isInteger(teamSize) || teamSize < 0) throw new ConfigError(`team size must be a whole number, not "${teamText}"`);
  const config = parseConfig(process.env);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 2 } : { dataDir: config.dataDir });
  const result = await seedBulkThreads(database.db, { clubShortname: shortname, threads, managerUsername: 'manager@demo.test', teamSize });
  // Fresh bulk rows have no planner statistics until autovacuum passes (see bulk-people-cli.ts).
  await database.db.execute(sql`VACUUM ANALYZE threads`);
  await database.db.execute(sql`VACUUM ANALYZE thread_participants`);
  await database.db.execute(sql`VACUUM ANALYZE messages`);
  await database.close();
  console.log(`${result.threads} threads added to ${shortname} (${result.forManager} for the manager; ${database.kind}).`);
  console.log(JSON.stringify(result));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
