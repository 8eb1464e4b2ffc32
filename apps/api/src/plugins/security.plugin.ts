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
 * injects style tags. Sentry and the support chat are added only when configured, and the older
 * application (LEGACY_APP_URL) may be called so that logging out ends its session too.
 */
export function contentSecurityPolicy(config: ResolvedConfig): string {
  const sentry = originOf(config.sentryDsn);
  const chat = originOf(config.supportChatUrl);
  const legacy = originOf(config.legacyAppUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...chat],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sentry, ...chat, ...legacy],
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

/**
 * The API's own set (OWASP REST Security): its answers are JSON, files fetched by the app, images
 * and redirects, never documents a browser renders, so a policy that allows nothing, no framing,
 * no sniffing and no referrer covers them; the document-only headers above are left out. A
 * smaller header block is less for every client to read on every call (decision 0002).
 */
export function apiSecurityHeaders(config: ResolvedConfig): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(config.nodeEnv === 'production' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** Security headers, cookies, CORS (only when CORS_ORIGINS is set), compression. */
export const securityPlugin = fp<{ config: ResolvedConfig }>(async (app, { config }) => {
  const documentHeaders = securityHeaders(config);
  const apiHeaders = apiSecurityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : documentHeaders);
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
