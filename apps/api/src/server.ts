import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { OutboxWorker } from './lib/outbox/outbox-worker';
import { transportsFromConfig } from './lib/outbox/transports';

/**
 * Production and dev entry point: config → database (migrated; seeded when an embedded one is
 * empty) → app → listen. SIGINT/SIGTERM close the server, then the database.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await migrateDatabase(database);
  if (database.kind === 'pglite' && (await isDatabaseEmpty(database))) {
    await seedDemoData(database.db);
  }

  const app = await buildApp({ config, database });
  if (database.kind === 'pglite') app.log.info({ dataDir: config.dataDir }, 'embedded database');

  // Delivers notifications from the outbox table (ADR 0004); channels without a configured
  // transport keep their messages 'held', readable at /api/dev/outbox outside production.
  const transports = transportsFromConfig(config);
  const worker = new OutboxWorker(database.db, transports, app.log.child({ component: 'outbox' }));
  app.log.info({ channels: Object.keys(transports) }, 'outbox worker');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await worker.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  worker.start();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
