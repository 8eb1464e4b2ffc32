import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { EventStreamReader } from '../features/communications/events/testing/event-stream-reader';
import { shutDownGracefully } from '../lib/health/graceful-shutdown';
import { createClub, createMember, signIn, type ClubFixture, type ClubUser, type Session } from './factories';
import { testConfig, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

// Graceful shutdown (issue 26 part 2, decision 0016): on SIGTERM the server stops taking work,
// a request in flight still gets its whole answer, open event streams are told to reconnect
// (elsewhere) and closed, and only then do the background work and the database stop.

let testDb: TestDatabase;
let app: FastifyInstance;
let base: string;
let club: ClubFixture;
let member: ClubUser;
let session: Session;
let releaseSlow: () => void;
let slowStarted: Promise<void>;
const steps: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
  const config = testConfig();
  app = await buildApp({ config, database: testDb.database, logger: false });
  // A request that stays in flight until the test lets it finish.
  let started!: () => void;
  slowStarted = new Promise((resolve) => (started = resolve));
  const gate = new Promise<void>((resolve) => (releaseSlow = resolve));
  app.get('/test/slow', async () => {
    started();
    await gate;
    steps.push('slow request answered');
    return { done: true };
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const t: TestApp = { app, config, db: testDb.database.db, close: () => app.close(), login: () => Promise.reject(new Error('factories')) };
  club = await createClub(t);
  member = await createMember(t, club);
  session = await signIn(t, member.user);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await testDb?.drop();
});

describe('graceful shutdown', () => {
  it('finishes the request in flight, ends event streams with a reconnect hint, then stops the rest', async () => {
    const stream = await EventStreamReader.open(`${base}/api/clubs/${club.hash}/communications/events`, session.token, member.profile.hash);
    await stream.nextEvent();
    const slow = fetch(`${base}/test/slow`);
    await slowStarted;

    let finished = false;
    const shutdown = shutDownGracefully({
      app,
      stopBackground: async () => {
        steps.push('background stopped');
      },
      closeDatabase: async () => {
        steps.push('database closed');
      },
    }).then(() => (finished = true));

    // Not ready from the first instant: the proxy sends new requests to other processes.
    expect(await app.readiness.check()).toEqual({ ready: false, reason: 'shutting-down' });
    // The stream gets a last event saying why, with a short retry, and is closed.
    expect(await stream.otherBlock()).toBe('retry: 1000\nevent: ended\ndata: {"reason":"shutdown"}');
    await stream.closedByServer();
    // The slow request still runs, so the shutdown waits for it.
    expect(finished).toBe(false);
    expect(steps).toEqual([]);

    releaseSlow();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ done: true });
    await shutdown;
    expect(steps).toEqual(['slow request answered', 'background stopped', 'database closed']);
  });
});
