import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { teams } from '../db/schema';
import { STALE_HEADER } from '../plugins/stale-on-outage.plugin';
import { createClub, createManager, signIn, type ClubFixture, type Session } from './factories';
import { postgresBinaries, PrivatePostgres } from './private-postgres';
import { testConfig, type TestApp } from './test-app';

// Issue 26 part 3, the PostgreSQL stop test: a private cluster (never the shared server) under
// write load is stopped hard (`pg_ctl stop -m immediate`) and started again. While it is down
// every API answer is 503 with Retry-After in the contract's shape (never 500), public pages
// answer from their last good copy, writes succeed again within 5 s of the restart, and no
// write that was acknowledged is missing afterwards. Runs where the PostgreSQL binaries exist.

const bin = postgresBinaries();
const WRITERS = 8;
/** The bound: everything resumes within 5 s of the database's return. */
const RESUME_WITHIN_MS = 5_000;

type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'after';
type Outcome = {
  startPhase: Phase;
  endPhase: Phase;
  startedAt: number;
  endedAt: number;
  status: number;
  retryAfter: string | null;
  body: { hash?: string; code?: number; errorCode?: string; requestId?: string } | null;
};

let cluster: PrivatePostgres;
let database: Database;
let app: FastifyInstance;
let base: string;
let club: ClubFixture;
let manager: Session;

beforeAll(async () => {
  if (!bin) return;
  cluster = await PrivatePostgres.create(bin);
  database = await openDatabase({ databaseUrl: cluster.url, poolSize: 10, connectTimeoutMs: 2_000 });
  await migrateDatabase(database);
  const config = testConfig({ DATABASE_URL: cluster.url, RATE_LIMIT: 'false' });
  app = await buildApp({ config, database, logger: false });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const t: TestApp = {
    app,
    config,
    db: database.db,
    close: () => app.close(),
    login: () => Promise.reject(new Error('sign in with the factories')),
  };
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
}, 300_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await cluster?.destroy();
});

async function until(condition: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(25);
  }
}

describe.skipIf(!bin)('PostgreSQL stopped hard under write load', () => {
  it(
    'answers 503 with Retry-After while it is down, resumes within 5 s and keeps every acknowledged write',
    { timeout: 600_000 },
    async () => {
      let phase: Phase = 'before';
      let stopLoad = false;
      const outcomes: Outcome[] = [];
      const acked = () => outcomes.filter((o) => o.status >= 200 && o.status < 300);

      const writer = async (id: number) => {
        for (let n = 0; !stopLoad; n++) {
          const startPhase = phase;
          const startedAt = Date.now();
          const response = await fetch(`${base}/api/clubs/${club.hash}/teams`, {
            method: 'POST',
            headers: { ...manager.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Stop ${id}-${n}`, sport: 'football', category: 'Under-14', gender: 'mixed' }),
          });
          const body = (await response.json().catch(() => null)) as Outcome['body'];
          outcomes.push({
            startPhase,
            endPhase: phase,
            startedAt,
            endedAt: Date.now(),
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body,
          });
          if (!response.ok) await sleep(50);
        }
      };

      // A public portal page and the public API it uses, read once while all is well.
      const portalPage = `${base}/p/${club.shortname}`;
      const portalApi = `${base}/api/clubs/${club.hash}/portal`;
      for (const url of [portalPage, portalApi]) expect((await fetch(url)).status).toBe(200);

      const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
      await until(() => acked().length >= 3 * WRITERS, 'writes before the stop');

      phase = 'stopping';
      await cluster.stop('immediate');
      phase = 'down';
      await until(
        () => outcomes.filter((o) => o.startPhase === 'down' && o.endPhase === 'down').length >= 3 * WRITERS,
        'answers during the outage',
      );

      // While down: the process is alive, not ready, and public pages answer from their last copy.
      expect((await fetch(`${base}/health`)).status).toBe(200);
      const ready = await fetch(`${base}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not-ready', reason: 'database-unreachable' });
      for (const url of [portalPage, portalApi]) {
        const stale = await fetch(url);
        expect(stale.status, url).toBe(200);
        expect(stale.headers.get(STALE_HEADER), url).toBe('database-unavailable');
      }
      const unseen = await fetch(`${base}/p/never-read-before`);
      expect(unseen.status).toBe(503);
      expect(unseen.headers.get('retry-after')).toBe('5');

      phase = 'starting';
      await cluster.start();
      const restartedAt = Date.now();
      phase = 'after';
      await until(() => acked().some((o) => o.startedAt >= restartedAt), 'a write after the restart', RESUME_WITHIN_MS + 60_000);
      const firstAfter = Math.min(
        ...acked()
          .filter((o) => o.startedAt >= restartedAt)
          .map((o) => o.endedAt),
      );
      expect(firstAfter - restartedAt, 'ms from the restart to the first acknowledged write').toBeLessThanOrEqual(RESUME_WITHIN_MS);
      const ackedBeforeStop = acked().length;
      await until(() => acked().length >= ackedBeforeStop + 3 * WRITERS, 'writes after the restart');
      stopLoad = true;
      await Promise.all(writers);

      // Never a 500: every refusal is the contract's 503 with Retry-After and a request id.
      const refused = outcomes.filter((o) => o.status < 200 || o.status >= 300);
      expect([...new Set(refused.map((o) => o.status))]).toEqual([503]);
      for (const o of refused) {
        expect(o.retryAfter).toBe('5');
        expect(o.body).toMatchObject({ code: 503, errorCode: 'SERVICE_UNAVAILABLE', requestId: expect.any(String) });
      }
      const duringOutage = outcomes.filter((o) => o.startPhase === 'down' && o.endPhase === 'down');
      expect(duringOutage.every((o) => o.status === 503)).toBe(true);

      // Every acknowledged write is in the database.
      const hashes = acked().map((o) => o.body!.hash!);
      expect(new Set(hashes).size).toBe(hashes.length);
      const [found] = await database.db.select({ n: count() }).from(teams).where(inArray(teams.publicId, hashes));
      expect(found!.n).toBe(hashes.length);

      // The change feed's LISTEN connection came back by itself, and /ready with it.
      await until(() => app.changes.isLive, 'the change feed to listen again');
      expect((await fetch(`${base}/ready`)).status).toBe(200);
      console.info(
        `postgres-stop: ${acked().length} writes acknowledged (all found), ${refused.length} answered 503 (${duringOutage.length} during the outage), first write ${firstAfter - restartedAt} ms after the restart`,
      );
    },
  );
});
