import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../db/migrate';
import { Readiness } from '../lib/health/readiness';
import { migrationsFolder } from '../paths';
import { createEmptyDatabase } from './empty-database';
import { createTestApp, type TestApp } from './test-app';

// GET /health and GET /ready (issue 26 part 2, decision 0016): outside /api, no auth, JSON,
// never the web app's page; /ready fails while shutting down or with a migration pending.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /health and GET /ready', () => {
  it('/health answers 200 {status: ok} with no token, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/ready answers 200 {status: ready} when the database answers and every migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('are registered outside /api, as GET routes of their own (not the SPA fallback)', () => {
    const urls = t.app.registeredRoutes.filter((r) => r.method === 'GET').map((r) => r.url);
    expect(urls).toContain('/health');
    expect(urls).toContain('/ready');
  });

  it('keep answering many times in a row: no rate limit applies to them', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i++) statuses.add((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode);
    expect([...statuses]).toEqual([200]);
  });
});

describe('readiness', () => {
  // Migrating a fresh database takes long on a busy machine (PGlite especially).
  it(
    'is 503 {status: not-ready, reason: migrations-pending} on a database with migrations missing, ready once migrated',
    { timeout: 240_000 },
    async () => {
      const empty = await createEmptyDatabase();
      try {
        const database = await empty.open();
        const readiness = new Readiness(database);
        expect(await readiness.check()).toEqual({ ready: false, reason: 'migrations-pending' });
        await migrateDatabase(database);
        expect(await readiness.check()).toEqual({ ready: true });
      } finally {
        await empty.drop();
      }
    },
  );

  it('counts a database one migration behind as pending', async () => {
    const newest = Math.max(...readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.folderMillis));
    const rows = await t.db.execute<{ hash: string }>(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash`,
    );
    const hash = (rows as unknown as { rows: { hash: string }[] }).rows[0]!.hash;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/ready' });
      // This app saw them applied at its first check above; a new process (a new Readiness) judges afresh.
      expect(response.statusCode).toBe(200);
      const fresh = new Readiness({ db: t.db });
      expect(await fresh.check()).toEqual({ ready: false, reason: 'migrations-pending' });
    } finally {
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${newest})`);
    }
  });

  it('turns 503 with reason shutting-down as soon as shutdown begins (last, so the app stays ready above)', async () => {
    t.app.readiness.beginShutdown();
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ status: 'not-ready', reason: 'shutting-down' });
    // /health still says the process runs.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
