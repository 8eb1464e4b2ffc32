import { AppConfigSchema } from '@tribuna/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { ResolvedConfig } from '../../config';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

let testDb: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb.drop();
});

async function appWith(config: ResolvedConfig): Promise<FastifyInstance> {
  const app = await buildApp({ config, database: testDb.database, logger: false });
  apps.push(app);
  await app.ready();
  return app;
}

async function demoFlag(app: FastifyInstance): Promise<boolean> {
  return AppConfigSchema.parse((await app.inject({ url: '/api/app-config' })).json()).demo;
}

const hasOutboxRoute = (app: FastifyInstance) => app.registeredRoutes.some((route) => route.url === '/api/dev/outbox');

describe('demo mode', () => {
  it('is on for the embedded database outside production: outbox page served, app told', async () => {
    const app = await appWith(testConfig());
    expect((await app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
    expect(await demoFlag(app)).toBe(true);
  });

  it('DEMO_MODE=false: no outbox page (404) and app-config says demo false', async () => {
    const app = await appWith(testConfig({ DEMO_MODE: 'false' }));
    const outbox = await app.inject({ url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json()).toMatchObject({ code: 404 });
    expect(hasOutboxRoute(app)).toBe(false);
    expect(await demoFlag(app)).toBe(false);
  });

  it('is off by default with DATABASE_URL, on with DEMO_MODE=true', async () => {
    const off = await appWith(testConfig({ DATABASE_URL: 'postgres://u@h/db' }));
    expect((await off.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect(await demoFlag(off)).toBe(false);
    const on = await appWith(testConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_MODE: 'true' }));
    expect((await on.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
    expect(await demoFlag(on)).toBe(true);
  });

  it('production: the outbox route does not exist, even with a config object claiming demo', async () => {
    const production = testConfig({ NODE_ENV: 'production' });
    for (const config of [production, { ...production, demoMode: true }]) {
      const app = await appWith(config);
      expect(hasOutboxRoute(app)).toBe(false);
      expect((await app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    }
    expect(await demoFlag(await appWith(production))).toBe(false);
  });
});
