import type { FastifyInstance } from 'fastify';

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
  await app.close();
  await stopBackground();
  await closeDatabase();
}
