import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/http';
import { LastGoodAnswers, type LastGoodLimits } from '../lib/health/last-good-answers';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * While the database is unreachable, answers a public GET with its last good answer (the
     * error handler asks); false when there is none and the 503 stands.
     */
    serveStale?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/** Set on an answer served from memory: the page or data may be out of date. */
export const STALE_HEADER = 'x-served-stale';

const servedStale = new WeakSet<FastifyRequest>();

/**
 * Public GETs only: no token (nothing personal), a real route (not the SPA fallback), and either
 * a public API route or a page outside /api (the portal's server-made HTML).
 */
function isPublicRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.headers.authorization) return false;
  const route = request.routeOptions;
  if (!route.url) return false;
  return !isApiPath(request.url) || Boolean((route.config as { public?: boolean } | undefined)?.public);
}

/**
 * Public pages keep working in an outage (issue 26 part 3, decision 0016): every successful
 * public GET whose body is in memory (strings and buffers: rendered pages and JSON, never
 * streamed files) is remembered per URL, unless it says `no-store` or sets a cookie; when the
 * database is unreachable the error handler serves it with `x-served-stale` and `age`.
 */
export const staleOnOutagePlugin = fp<{ limits?: LastGoodLimits }>(async (app, { limits }) => {
  const answers = new LastGoodAnswers(limits);

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || servedStale.has(request) || !isPublicRead(request)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (/no-store|private/.test(cacheControl) || reply.getHeader('set-cookie')) return payload;
    answers.remember(request.url, payload, String(reply.getHeader('content-type') ?? 'application/octet-stream'));
    return payload;
  });

  app.decorate('serveStale', (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPublicRead(request)) return false;
    const answer = answers.lookup(request.url);
    if (!answer) return false;
    servedStale.add(request);
    void reply
      .code(200)
      .header(STALE_HEADER, 'database-unavailable')
      .header('age', String(Math.max(0, Math.floor((Date.now() - answer.storedAt) / 1000))))
      .header('cache-control', 'no-cache')
      .type(answer.contentType)
      .send(answer.body);
    return true;
  });
});
