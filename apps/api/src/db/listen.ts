import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type ListenHandlers = {
  notify(payload: string): void;
  /** LISTEN is (again) active. */
  connected(): void;
  /** The connection is lost; notifications may be missed until `connected` is called again. */
  disconnected(error?: unknown): void;
};

/** Stops listening and releases the connection. */
export type StopListening = () => Promise<void>;

/** Names the listening session in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'tribuna-change-feed';
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const MIN_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 30_000;

/**
 * node-postgres: one dedicated connection (outside the pool, which would hand it back and lose
 * the LISTEN) that reconnects with exponential backoff and jitter. Resolves after the first
 * attempt, successful or not; later attempts run in the background until stopped.
 */
export async function listenPostgres(connectionString: string, channel: string, handlers: ListenHandlers): Promise<StopListening> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const lose = (client: pg.Client, error?: unknown) => {
    if (current !== client) return; // already handled (end follows error)
    current = null;
    handlers.disconnected(error);
    client.end().catch(() => undefined);
    if (stopped) return;
    const delay = Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** failures++);
    timer = setTimeout(() => void connect(), delay * (0.5 + Math.random() / 2));
    timer.unref();
  };

  const connect = async () => {
    // Keep-alive so a silently dropped connection is noticed (the cache TTL covers the gap).
    const client = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (current !== client) return;
      failures = 0;
      handlers.connected();
    } catch (error) {
      lose(client, error);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    if (client) await client.end().catch(() => undefined);
  };
}

/** PGlite: one embedded connection in this process, so notifications cannot be missed. */
export async function listenPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<StopListening> {
  const unsubscribe = await client.listen(channel, (payload) => handlers.notify(payload));
  handlers.connected();
  return async () => {
    await unsubscribe();
  };
}
