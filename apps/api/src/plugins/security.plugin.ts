import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { ResolvedConfig } from '../config';

const originOf = (url: string | null) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * Content Security Policy for the SPA. Scripts only from our own origin (no inline scripts:
 * runtime settings come from GET /api/app-config); inline styles are allowed because Mantine
 * injects style tags. Sentry and the support chat are added only when configured.
 */
export function contentSecurityPolicy(config: ResolvedConfig): string {
  const sentry = originOf(config.sentryDsn);
  const chat = originOf(config.supportChatUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...chat],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sentry, ...chat],
    'frame-src': chat.length ? chat : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Helmet's default header set, computed once. (@fastify/helmet rebuilds its middleware on every
 * request, which cost a third of the throughput of a simple route.)
 */
export function securityHeaders(config: ResolvedConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    // HSTS only means something over HTTPS, which production terminates in front of us.
    ...(config.nodeEnv === 'production' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Security headers, cookies, CORS (only when CORS_ORIGINS is set), compression. */
export const securityPlugin = fp<{ config: ResolvedConfig }>(async (app, { config }) => {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cookie);
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }
  await app.register(compress, { global: true, threshold: 1024 });
  // Rate limits are not here: routes use lib/rate-limit, whose counters live in PostgreSQL so
  // every API process shares them (an in-process store would multiply the limits).
});
