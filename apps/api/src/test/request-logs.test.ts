import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

// Every line the app's logger writes, read back as the production log would be.
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let app: FastifyInstance;
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
  app = await buildApp({ config: testConfig(), database: testDb.database, logger: { level: 'info', stream: sink } });
  // Queries failing with a secret among their bound values, as a bug in a reset flow would: one
  // PostgreSQL quotes the value in its own message (a 4xx answer), one is a plain 5xx.
  app.get('/api/test-failing-query/quoted', { config: { public: true } }, async () => {
    await testDb.database.db.execute(sql`select ${'SECRET-BOUND-VALUE'}::int`);
  });
  app.get('/api/test-failing-query/server', { config: { public: true } }, async () => {
    await testDb.database.db.execute(sql`select ${'SECRET-BOUND-VALUE'}::text from no_such_table`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const logsOf = async (send: () => Promise<unknown>) => {
  lines.length = 0;
  await send();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
};

describe('request logs', () => {
  it('log the route pattern, never a path token or the query string', async () => {
    const logs = await logsOf(() =>
      app.inject({ url: '/api/invitations/SECRET-PATH-TOKEN?identifier=SECRET-IDENTIFIER&hash=SECRET-HASH' }),
    );
    expect(logs.find((log) => log.msg === 'request')).toMatchObject({ method: 'GET', route: '/api/invitations/:token', status: 404 });
    expect(JSON.stringify(logs)).not.toContain('SECRET');
  });

  it('keep bearer tokens and club hashes out', async () => {
    const logs = await logsOf(() =>
      app.inject({
        url: '/api/clubs/SECRETCLUBHASH/teams?identifier=SECRET-IDENTIFIER',
        headers: { authorization: 'Bearer SECRET-BEARER', cookie: 'refresh=SECRET-COOKIE' },
      }),
    );
    expect(logs.find((log) => log.msg === 'request')).toMatchObject({ route: '/api/clubs/:clubHash/teams', status: 401 });
    expect(JSON.stringify(logs)).not.toContain('SECRET');
  });

  it('log a page address that matches no route without its path or query', async () => {
    const logs = await logsOf(() => app.inject({ url: '/users/validate-email/SECRET-PATH?hash=SECRET-HASH' }));
    expect(logs.find((log) => log.msg === 'request')).toMatchObject({ method: 'GET', route: null });
    expect(JSON.stringify(logs)).not.toContain('SECRET');
  });

  it('log a failed query without its bound values, also on a 5xx', async () => {
    for (const [path, status] of [
      ['quoted', expect.any(Number)],
      ['server', 500],
    ] as const) {
      const logs = await logsOf(() => app.inject({ url: `/api/test-failing-query/${path}?identifier=SECRET-IDENTIFIER` }));
      const failure = logs.find((log) => log.err) as { err: { message: string; params: unknown } } | undefined;
      expect(failure?.err.message).toContain('params: [redacted]');
      expect(failure?.err.params).toBe('[redacted]');
      expect(logs.find((log) => log.msg === 'request')).toMatchObject({ route: `/api/test-failing-query/${path}`, status });
      expect(JSON.stringify(logs)).not.toContain('SECRET');
    }
  });
});
