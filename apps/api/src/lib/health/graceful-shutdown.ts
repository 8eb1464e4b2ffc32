import type { FastifyInstance } from 'fastify';

/** How often idle connections are closed while the server drains. */
const IDLE_SWEEP_MS = 100;

export type ShutdownSteps = {
  app: FastifyInstance;
  /** Background work that must stop after the last request (the outbox worker, the features' jobs). */
  stopBackground: () => Promise<void>;
  /** Closes the database last: requests and jobs may write until then. */
  closeDatabase: () => Promise<void>;
};

/**
 * The order of a graceful stop (decision 0016):
 * 1. /ready answers 503 at once, so the proxy stops sending new requests here;
 * 2. the server stops accepting connections and `app.close()` waits for the requests in flight
 *    (new requests on kept-alive connections get 503); its preClose hook ends every open event
 *    stream with a final `ended` event and a short `retry:`, so clients reconnect elsewhere;
 * 3. the outbox worker and the jobs stop; 4. the database closes.
 * The caller bounds the whole with SHUTDOWN_TIMEOUT_MS.
 */
export async function shutDownGracefully({ app, stopBackground, closeDatabase }: ShutdownSteps): Promise<void> {
  app.readiness.beginShutdown();
  // A kept-alive connection that turns idle after close began (a request that just finished, an
  // ended event stream) would hold the server open until its keep-alive timeout: close those as
  // they appear. Busy connections are left to finish their request.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
  await stopBackground();
  await closeDatabase();
}
