import { sql } from 'drizzle-orm';
import type { MetricObjectWithValues, MetricValueWithName } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { EventStreamReader } from '../features/communications/events/testing/event-stream-reader';
import { createClub, createMember, signIn } from './factories';
import { createTestApp, testConfig, type TestApp } from './test-app';

const TOKEN = 'metrics-token-for-the-tests-0123';
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN }, { seed: false });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
}, 120_000);

const scrape = (authorization?: string) => t.app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

/** The values of one metric after a scrape (the scrape reads the database's gauges). */
async function valuesOf(name: string): Promise<MetricValueWithName<string>[]> {
  expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  const metrics = (await t.app.metrics.registry.getMetricsAsJSON()) as MetricObjectWithValues<MetricValueWithName<string>>[];
  // A histogram's series (_bucket, _sum, _count) are the values of its one metric.
  const family = name.replace(/_(bucket|sum|count)$/, '');
  const values = metrics.find((metric) => metric.name === name || metric.name === family)?.values ?? [];
  return values.filter((value) => (value.metricName ?? name) === name);
}
const valueOf = async (name: string, labels: Record<string, string> = {}) =>
  (await valuesOf(name)).find((value) => Object.entries(labels).every(([k, v]) => value.labels[k] === v))?.value;

describe('GET /metrics', () => {
  it('answers 404 in the error shape when METRICS_TOKEN is unset', async () => {
    // The endpoint's absence needs no data: an empty embedded database is enough (and quick).
    const database = await openDatabase({});
    const plain = await buildApp({ config: testConfig(), database, logger: false });
    try {
      const response = await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
    } finally {
      await plain.close();
      await database.close();
    }
  }, 120_000);

  it('asks for the bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 401, errorCode: 'TOKEN_INVALID' });
    }
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('process_resident_memory_bytes');
  });

  it('counts a request under its route pattern, never its raw path', async () => {
    await t.app.inject({ url: '/api/clubs/SECRETCLUBHASH/teams' });
    const labels = { method: 'GET', route: '/api/clubs/:clubHash/teams', status_class: '4xx' };
    expect(await valueOf('http_requests_total', labels)).toBe(1);
    const buckets = (await valuesOf('http_request_duration_seconds_bucket')).filter((v) => v.labels.route === labels.route);
    expect(buckets.find((v) => v.labels.le === '+Inf')?.value).toBe(1);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toContain('route="/api/clubs/:clubHash/teams"');
    expect(text).not.toContain('SECRETCLUBHASH');
  });

  it('shows the pool on PostgreSQL', async () => {
    const total = await valueOf('db_pool_connections');
    if (process.env.TEST_DATABASE_URL) expect(total).toBeGreaterThan(0);
    else expect(total).toBeUndefined();
  });

  it('follows the outbox backlog', async () => {
    const before = (await valueOf('outbox_pending_messages')) ?? 0;
    await t.db.execute(sql`insert into outbox_messages (public_id, channel, "to", template, locale, data, text, created_at)
      values ('metrics-test-1', 'email', 'a@example.test', 'test', 'es', '{}', 'x', now() - interval '10 minutes')`);
    expect(await valueOf('outbox_pending_messages')).toBe(before + 1);
    expect(await valueOf('outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(600);
    await t.db.execute(sql`update outbox_messages set status = 'sent' where public_id = 'metrics-test-1'`);
    expect(await valueOf('outbox_pending_messages')).toBe(before);
  });

  it('follows how late each scheduled job is against its period', async () => {
    const job = 'bookings.expire-pending';
    expect(await valueOf('scheduler_period_seconds', { job })).toBe(60);
    await t.db.execute(sql`insert into scheduled_job_runs (job, period, started_at, finished_at)
      values (${job}, '2000-01-01T00:00', now() - interval '1 hour', now() - interval '1 hour')`);
    expect(await valueOf('scheduler_seconds_since_last_success', { job })).toBeGreaterThanOrEqual(3600);
    expect(await valueOf('scheduler_lag_seconds', { job })).toBeGreaterThanOrEqual(3600 - 60);
    // A failed run is no success; a later good one brings the lag back to 0.
    await t.db.execute(
      sql`insert into scheduled_job_runs (job, period, finished_at, error) values (${job}, '2000-01-01T00:01', now(), 'boom')`,
    );
    expect(await valueOf('scheduler_seconds_since_last_success', { job })).toBeGreaterThanOrEqual(3600);
    await t.db.execute(sql`insert into scheduled_job_runs (job, period, finished_at) values (${job}, '2000-01-01T00:02', now())`);
    expect(await valueOf('scheduler_lag_seconds', { job })).toBe(0);
  });

  it('counts the open live-update streams', async () => {
    const club = await createClub(t);
    const member = await createMember(t, club);
    const session = await signIn(t, member.user);
    expect(await valueOf('sse_connections')).toBe(0);
    const reader = await EventStreamReader.open(`${url}/api/clubs/${club.hash}/communications/events`, session.token, member.profile.hash);
    try {
      await reader.nextEvent();
      expect(await valueOf('sse_connections')).toBe(1);
    } finally {
      reader.close();
    }
    await vi.waitFor(() => expect(t.app.featureContext.use('communications').events.hub.openStreams).toBe(0));
    expect(await valueOf('sse_connections')).toBe(0);
  });
});
