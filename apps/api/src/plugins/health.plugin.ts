import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Readiness } from '../lib/health/readiness';

export type HealthPluginOptions = { readiness: Readiness };

/** Probes must never be cached by a proxy: each answer is about this instant. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');

/**
 * GET /health and GET /ready, outside /api (decision 0016): no auth, no rate limit, no club.
 * /health says the process runs (no database: a restart would not cure a database outage);
 * /ready says whether it should get traffic (database answers, migrations applied, not stopping).
 * Registered before the web plugin, so the SPA fallback never answers them.
 */
export const healthPlugin = fp<HealthPluginOptions>(async (app, { readiness }) => {
  // While draining, every answer tells the client not to reuse its connection to this process.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.isShuttingDown) reply.header('connection', 'close');
    return payload;
  });

  app.get('/health', { schema: { hide: true } }, async (_request, reply) => noStore(reply).send({ status: 'ok' }));

  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const state = await readiness.check();
    if (state.ready) return noStore(reply).send({ status: 'ready' });
    return noStore(reply).code(503).header('retry-after', '5').send({ status: 'not-ready', reason: state.reason });
  });
});
