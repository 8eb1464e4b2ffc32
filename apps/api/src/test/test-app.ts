import { REFRESH_COOKIE_NAME, type TokenResponse } from '@tribuna/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp } from '../app';
import { ensureJwtSecret, parseConfig, type ResolvedConfig } from '../config';
import type { BoundedCacheOptions } from '../lib/cache/bounded-cache';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const DEMO_PASSWORD = 'Demo1234!';

export type TestApp = {
  app: FastifyInstance;
  config: ResolvedConfig;
  db: TestDatabase['database']['db'];
  /** The frozen clock of this app's rate limits (a second app on the same database shares it). */
  rateLimitClock?: () => number;
  close(): Promise<void>;
  /** Logs an account in (a demo account unless a password is given); returns the bearer token and the refresh cookie value. */
  login(username: string, password?: string): Promise<{ token: string; refresh: string; body: TokenResponse }>;
};

export function testConfig(env: Record<string, string> = {}): ResolvedConfig {
  return ensureJwtSecret(
    parseConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
      // No built web app in unit runs: the "run npm run build" page answers non-API paths.
      WEB_DIST_DIR: join(tmpdir(), 'tribuna-no-web-dist'),
      ...env,
    }),
  );
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)?.value;
}

/** The real app on a real (per-file) database, ready for app.inject(). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { cache?: BoundedCacheOptions; seed?: boolean } = {},
): Promise<TestApp> {
  // `seed: false`: an empty (migrated) database, for tests that build their data with ./factories.
  const testDb = await createTestDatabase({ seed: options.seed });
  const config = testConfig(env);
  // The rate limits count in fixed windows (15 minutes for failed logins): a frozen clock keeps a
  // test's requests in one window even when the run crosses a boundary (CI did, at 02:30).
  const frozenAt = Date.now();
  const rateLimitClock = () => frozenAt;
  const app = await buildApp({
    config,
    database: testDb.database,
    logger: false,
    cache: options.cache,
    rateLimitClock,
  });
  await app.ready();
  return {
    app,
    config,
    db: testDb.database.db,
    rateLimitClock,
    async close() {
      await app.close();
      await testDb.drop();
    },
    async login(username, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/authentication_token',
        payload: { username, password },
      });
      if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
      const body = response.json<TokenResponse>();
      return { token: body.token, refresh: refreshCookieOf(response) ?? '', body };
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends a request as one of the signed-in users of `tokens`. */
export function callAs(t: TestApp, tokens: Record<string, string>, user: string, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...bearer(tokens[user]!), ...(options.headers ?? {}) } });
}
