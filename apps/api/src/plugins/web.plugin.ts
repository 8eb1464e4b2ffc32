import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { errors } from '../lib/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tribuna</title></head>
<body><h1>Tribuna</h1><p>The web app has not been built yet. Run <code>npm run build</code>
(or <code>npm start</code>), then reload this page. The API is available under <code>/api</code>.</p></body></html>`;

/** A path with a file extension that matched no file is a missing asset, not an app route. */
const looksLikeFile = (url: string) => /\.[A-Za-z0-9]{1,8}$/.test(url.split('?', 1)[0] ?? '');

/**
 * Serves the built SPA (apps/web/dist): hashed files under /assets cached for a year, the
 * index page never cached, and any other non-API GET answered with index.html so client-side
 * routes survive a reload (history fallback, wired through the not-found handler).
 */
export const webPlugin = fp<{ distDir: string }>(async (app, { distDir }) => {
  if (!existsSync(join(distDir, 'index.html'))) {
    const sendMissing = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(MISSING_BUILD_PAGE);
    app.get('/', { schema: { hide: true } }, sendMissing);
    app.spaFallback = sendMissing;
    return;
  }

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // Register one route per built file at start-up instead of a catch-all, so unknown paths
    // reach the not-found handler (JSON for /api, index.html for the app).
    wildcard: false,
    cacheControl: false,
    // The build writes a .br and a .gz of every text file (apps/web/build/precompress.ts): served
    // as they are, so no response is compressed again per request (@fastify/compress leaves an
    // encoded reply alone).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.startsWith(join(distDir, 'assets'));
      reply.header('cache-control', isHashedAsset ? IMMUTABLE : NO_CACHE);
    },
  });

  app.spaFallback = (request, reply) => {
    if (looksLikeFile(request.url)) {
      return reply.code(404).type('application/json; charset=utf-8').serializer(JSON.stringify).send(errors.notFound().toBody(request.id));
    }
    return reply.header('cache-control', NO_CACHE).sendFile('index.html');
  };
});
