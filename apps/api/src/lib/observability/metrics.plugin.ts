import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { errors } from '../errors';
import type { AppMetrics } from './app-metrics';

export type MetricsPluginOptions = { metrics: AppMetrics; token: string | null };

/** Requests that matched no route share one label: raw paths would grow the series without bound. */
const UNMATCHED_ROUTE = '(unmatched)';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Counts every answered request by route pattern (never the raw URL) and serves GET /metrics in
 * Prometheus' text format to a scraper presenting `Authorization: Bearer <METRICS_TOKEN>`.
 * Without METRICS_TOKEN the endpoint does not exist (404 in the error shape), so a deployment
 * exposes nothing it did not ask for (decision 0015).
 */
export const metricsPlugin = fp<MetricsPluginOptions>(async (app, { metrics, token }) => {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const expected = token === null ? null : digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (expected === null) throw errors.notFound();
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw errors.tokenInvalid();
    }
    const text = await metrics.render();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
});
