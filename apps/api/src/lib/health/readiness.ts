import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hasPendingMigrations } from '../../db/migrate';
import { migrationsFolder } from '../../paths';

/** How long /ready waits for the database before it answers "not ready". */
export const READY_DATABASE_TIMEOUT_MS = 1_000;

export type NotReadyReason = 'shutting-down' | 'database-unreachable' | 'migrations-pending';
export type ReadinessState = { ready: true } | { ready: false; reason: NotReadyReason };

class TimedOut extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process should get traffic (GET /ready, decision 0016): not while it shuts down,
 * not while the database does not answer within a second, not while a migration this build
 * carries is missing (MIGRATE_ON_START=false waits for `npm run db:migrate`). Once the
 * migrations were seen applied they stay applied, so later checks are one `select 1`.
 */
export class Readiness {
  private shuttingDown = false;
  private migrated = false;

  constructor(
    private readonly database: Pick<Database, 'db'>,
    private readonly folder: string = migrationsFolder(),
  ) {}

  /** SIGTERM: /ready answers 503 from now on, so the proxy sends new requests elsewhere. */
  beginShutdown(): void {
    this.shuttingDown = true;
  }

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  async check(): Promise<ReadinessState> {
    if (this.shuttingDown) return { ready: false, reason: 'shutting-down' };
    try {
      if (this.migrated) {
        await within(this.database.db.execute(sql`select 1`), READY_DATABASE_TIMEOUT_MS);
      } else {
        const pending = await within(hasPendingMigrations(this.database, this.folder), READY_DATABASE_TIMEOUT_MS);
        if (pending) return { ready: false, reason: 'migrations-pending' };
        this.migrated = true;
      }
    } catch {
      return { ready: false, reason: 'database-unreachable' };
    }
    return this.shuttingDown ? { ready: false, reason: 'shutting-down' } : { ready: true };
  }
}
