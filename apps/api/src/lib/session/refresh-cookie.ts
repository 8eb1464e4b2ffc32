import { REFRESH_COOKIE_NAME } from '@tribuna/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

/** The refresh cookie is only ever sent to the API, never readable by scripts. */
export function setRefreshCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean) {
  reply.setCookie(REFRESH_COOKIE_NAME, token, { httpOnly: true, sameSite: 'strict', path: '/api', secure, expires });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(REFRESH_COOKIE_NAME, { httpOnly: true, sameSite: 'strict', path: '/api', secure });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE_NAME];
  return value && value.length <= 256 ? value : undefined;
}

/**
 * CSRF defence in depth on top of SameSite=Strict: when the browser says where the request
 * comes from, it must be this app (same host) or a configured CORS origin. Scheme is not
 * compared because a TLS-terminating proxy may hide it from us.
 */
export function isTrustedOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    // Both sides through URL so default ports compare equal (Host "x:80" vs Origin "http://x").
    const originUrl = new URL(origin);
    const ownHost = new URL(`${originUrl.protocol}//${request.host}`).host;
    return originUrl.host === ownHost;
  } catch {
    return false;
  }
}

// The Vite dev server (5173) proxies /api; its origin is ours during development.
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** Origins allowed to use the refresh cookie besides the app's own host. */
export function trustedOrigins(config: Pick<AppConfig, 'nodeEnv' | 'corsOrigins'>): string[] {
  return config.nodeEnv === 'production' ? config.corsOrigins : [...config.corsOrigins, ...DEV_ORIGINS];
}
