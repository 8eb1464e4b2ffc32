import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { listenPglite, listenPostgres, type ListenHandlers, type StopListening } from './listen';
import * as schema from './schema';

/** Drizzle database, whichever driver is underneath; repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a notification channel (db/listen.ts), on a connection of its own. */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
  /** The pool's counts for the metrics; PGlite has none (one in-process connection, no pool). */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
};

/** node-postgres pool counts: connections open, of them idle, and queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type DatabaseOptions =
  /**
   * `connectTimeoutMs`: a new connection not made by then fails (DB_CONNECT_TIMEOUT_MS), so with
   * PostgreSQL down a request answers 503 at once instead of hanging on a dead socket.
   */
  | { databaseUrl: string; poolSize?: number; connectTimeoutMs?: number }
  /** `dataDir` undefined = in memory (tests). */
  | { databaseUrl?: undefined; dataDir?: string };

/**
 * For callers that name no timeout (CLIs, test databases on a busy machine): generous, but never
 * forever. The server passes DB_CONNECT_TIMEOUT_MS (default 2 s, config.ts).
 */
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** node-postgres pool when a URL is given, else PGlite embedded in DATA_DIR/pgdata. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const url = options.databaseUrl;
    return {
      db,
      kind: 'postgres',
      listen: (channel, handlers) => listenPostgres(url, channel, handlers),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  // pg_trgm: trigram index of club search (migration 0003).
  const extensions = { btree_gist, pg_trgm };
  let client: PGlite;
  if ('dataDir' in options && options.dataDir) {
    const dir = join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
}
