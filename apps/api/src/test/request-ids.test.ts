import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { runWithLogFields } from '../lib/observability/log-context';
import { testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Issue 26 part 6: one request id in the answer's header, its error body (5xx) and every log line it caused. */
type LogLine = Record<string, unknown>;
const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

let app: FastifyInstance;
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
  app = await buildApp({ config: testConfig(), database: testDb.database, logger: { level: 'info', stream: sink } });
  app.get('/api/test-request-ids/failure', { config: { public: true } }, async () => {
    throw new Error('an internal failure');
  });
  // A service logging through the logger it got at start-up (the feature context's), mid-request.
  app.get('/api/test-request-ids/service-log', { config: { public: true } }, async () => {
    await new Promise((resolve) => setImmediate(resolve));
    app.featureContext.log.child({ component: 'some-service' }).info('a service line');
    return { ok: true };
  });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const send = async (url: string, headers: Record<string, string> = {}) => {
  lines.length = 0;
  const response = await app.inject({ url, headers });
  return { response, id: response.headers['x-request-id'] as string, logs: [...lines] };
};
const requestLine = (logs: LogLine[]) => logs.find((line) => line.msg === 'request');
const bodyOf = (response: LightMyRequestResponse) => response.json<{ requestId?: string }>();

describe('request ids', () => {
  it('tie a 4xx answer and its body to its log line', async () => {
    const { response, id, logs } = await send('/api/profile');
    expect(response.statusCode).toBe(401);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodyOf(response).requestId).toBe(id);
    expect(requestLine(logs)).toMatchObject({ reqId: id, status: 401 });
  });

  it('tie a 404 answer and its body to its log line', async () => {
    const { response, id, logs } = await send('/api/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response).requestId).toBe(id);
    expect(requestLine(logs)).toMatchObject({ reqId: id, status: 404 });
  });

  it('tie a 500 answer, its body and both its log lines together', async () => {
    const { response, id, logs } = await send('/api/test-request-ids/failure');
    expect(response.statusCode).toBe(500);
    expect(bodyOf(response).requestId).toBe(id);
    expect(logs.find((line) => line.msg === 'request failed')).toMatchObject({ reqId: id });
    expect(requestLine(logs)).toMatchObject({ reqId: id, status: 500 });
  });

  it("keep the proxy's id when it is a safe token", async () => {
    for (const given of ['0f3c9a1e5b7d4f2a8c6e0b1d3f5a7c9e', '3b241101-e2bb-4255-8caf-4136c566a962']) {
      const { response, id, logs } = await send('/api/test-request-ids/failure', { 'x-request-id': given });
      expect(id).toBe(given);
      expect(bodyOf(response).requestId).toBe(given);
      expect(requestLine(logs)).toMatchObject({ reqId: given });
    }
  });

  it('replace an unsafe incoming id by a new one', async () => {
    for (const given of [
      'short',
      'a'.repeat(65),
      'id with spaces 123',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      'x\\"}{"admin":true',
    ]) {
      const { id, logs } = await send('/api/profile', { 'x-request-id': given });
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(requestLine(logs)).toMatchObject({ reqId: id });
    }
  });

  it("put the request's id in what services log while handling it", async () => {
    const { id, logs } = await send('/api/test-request-ids/service-log');
    expect(logs.find((line) => line.msg === 'a service line')).toMatchObject({ reqId: id, component: 'some-service' });
  });

  it("put the job's name in what services log while a scheduled job runs", async () => {
    lines.length = 0;
    const log = app.featureContext.log.child({ component: 'scheduler' });
    await runWithLogFields({ job: 'test.job', period: '2026-11-29' }, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      log.info('a job line');
    });
    log.info('outside any job');
    expect(lines.find((line) => line.msg === 'a job line')).toMatchObject({
      job: 'test.job',
      period: '2026-11-29',
      component: 'scheduler',
    });
    expect(lines.find((line) => line.msg === 'outside any job')).not.toHaveProperty('job');
    expect(lines.find((line) => line.msg === 'outside any job')).not.toHaveProperty('reqId');
  });
});
