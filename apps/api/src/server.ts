import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { hasPendingMigrations, migrateDatabase, waitForMigrations } from './db/migrate';
import { seedDemoDataOnStart } from './demo/seed-on-start';
import { FEATURES } from './features';
import { startFeatureJobs } from './lib/feature/feature-jobs';
import { shutDownGracefully } from './lib/health/graceful-shutdown';
import { OutboxWorker } from './lib/outbox/outbox-worker';
import { transportsFromConfig } from './lib/outbox/transports';
import { uploadsStorage } from './lib/uploads/uploads-storage';

/**
 * Production and dev entry point: config → database (migrated; in demo mode, seeded when empty)
 * → app → listen. SIGINT/SIGTERM close the server, then the database.
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
    config.databaseUrl ? { databaseUrl: config.databaseUrl, connectTimeoutMs: config.dbConnectTimeoutMs } : { dataDir: config.dataDir },
  );
  // MIGRATE_ON_START=false: `npm run db:migrate` runs them once per release; /ready stays 503 until then.
  if (config.migrateOnStart) await migrateDatabase(database);
  else console.info('MIGRATE_ON_START=false: migrations are left to `npm run db:migrate`');
  // The one storage port of this process: the seed, the app and the jobs store through it.
  const files = uploadsStorage(config);
  // No seed into a database whose tables are not there yet (migrations left to db:migrate).
  const migrated = config.migrateOnStart || !(await hasPendingMigrations(database));
  const seeded = migrated ? await seedDemoDataOnStart(database, config, files) : false;

  const app = await buildApp({ config, database, files });
  if (database.kind === 'pglite') app.log.info({ dataDir: config.dataDir }, 'embedded database');
  if (config.demoMode) {
    // A warning, so it shows at LOG_LEVEL=warn too: nobody should run a demo by accident.
    app.log.warn(
      { seeded },
      'demo mode: an empty database gets the demo accounts and /dev/outbox shows every held message to anyone; set DEMO_MODE=false to turn it off',
    );
  }

  // Delivers notifications from the outbox table (ADR 0004); channels without a configured
  // transport keep their messages 'held', readable at /api/dev/outbox in demo mode.
  const transports = transportsFromConfig(config);
  const worker = new OutboxWorker(database.db, transports, app.log.child({ component: 'outbox' }));
  app.log.info({ channels: Object.keys(transports) }, 'outbox worker');

  // Scheduled work of every feature (decision 0006): each period runs once across every process.
  // With migrations left to db:migrate, it and the outbox wait for the tables (no error loop).
  let closing = false;
  let stopJobs: () => Promise<void> = async () => undefined;
  const startBackground = () => {
    if (closing) return;
    stopJobs = startFeatureJobs(FEATURES, app.featureContext, app.log.child({ component: 'scheduler' }));
    worker.start();
  };

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    // Requests still running after SHUTDOWN_TIMEOUT_MS are cut: the process must end.
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await shutDownGracefully({
        app,
        stopBackground: async () => {
          await worker.stop();
          await stopJobs();
        },
        closeDatabase: () => database.close(),
      });
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (migrated) startBackground();
  else void waitForMigrations(database, () => closing).then((applied) => applied && startBackground());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
