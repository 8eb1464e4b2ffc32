import { UserProfileResponseSchema, type UserProfileResponse } from '@tribuna/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../db/listen';
import type { Db } from '../db/client';
import { ChangeFeed, CHANGES_CHANNEL } from '../lib/cache/change-feed';
import { UnitOfWork } from '../lib/data/unit-of-work';
import { SALES_COUNTERS } from '../features/commerce/catalogue-tables';
import { CatalogueRepository } from '../features/commerce/catalogue.repository';
import { OrdersRepository } from '../features/commerce/orders.repository';
import { addProfile, createAdmin, createCampaign, createClub, createUser, FACTORY_PASSWORD } from './factories';
import { bearer, createTestApp, type TestApp } from './test-app';

// The read caches (profile, public club, club context) against a real database. Writes made
// straight through the database stand for another API process: only the notification can
// tell this one about them.

let t: TestApp;
let now = Date.now(); // the caches' clock, moved by hand for the TTL
const tokens: Record<string, string> = {};
const hashes: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { cache: { now: () => now }, seed: false });
  // Club A (the manager's, with a member and a guardian) and club B (where the manager is a member).
  const clubA = await createClub(t, { name: 'Club Lector', shortname: 'reader-a' });
  const clubB = await createClub(t, { name: 'Club Lector B', shortname: 'reader-b' });
  const manager = await createUser(t, { username: 'manager@example.test' });
  const member = await createUser(t, { username: 'member@example.test', name: 'Pau' });
  const guardian = await createUser(t, { username: 'guardian@example.test' });
  await createAdmin(t, { username: 'admin@example.test', lastname: 'Tribuna' });
  await addProfile(t, clubA, manager, 'manager');
  await addProfile(t, clubB, manager, 'member');
  await addProfile(t, clubA, member, 'member');
  await addProfile(t, clubA, guardian, 'guardian');
  for (const user of ['manager', 'member', 'guardian', 'admin'])
    tokens[user] = (await t.login(`${user}@example.test`, FACTORY_PASSWORD)).token;
  for (const club of (await profileOf('manager')).clubs) hashes[club.shortname] = club.hash;
});
afterAll(() => t.close());

const get = (url: string, user?: string) => t.app.inject({ url, headers: user ? bearer(tokens[user]!) : {} });

async function profileOf(user: string): Promise<UserProfileResponse> {
  const response = await get('/api/profile', user);
  expect(response.statusCode).toBe(200);
  return UserProfileResponseSchema.parse(response.json());
}

const run = (statement: SQL) => t.db.execute(statement);

/** A write whose notification is lost: triggers do not fire in a replica session. */
const silently = (statement: SQL) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

const waitFor = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 20 });

/**
 * Waits until this process has received every notification committed so far (they arrive in
 * commit order), so a late one from an earlier test cannot clear a cache mid-test.
 */
async function settled() {
  const marker = `sync-${Math.random()}`;
  const notify = vi.spyOn(t.app.changes.listener, 'notify');
  try {
    await run(sql`select pg_notify(${CHANGES_CHANNEL}, ${marker})`);
    await waitFor(async () => expect(notify).toHaveBeenCalledWith(marker));
  } finally {
    notify.mockRestore();
  }
}
beforeEach(settled);

describe('read cache', () => {
  it('serves the profile from the cache on a second call', async () => {
    expect((await profileOf('member')).name).toBe('Pau');
    await silently(sql`update users set name = 'Unseen' where username = 'member@example.test'`);
    expect((await profileOf('member')).name).toBe('Pau');
    // The process's own write path: invalidate() is synchronous, no notification needed.
    t.app.changes.invalidate('users');
    expect((await profileOf('member')).name).toBe('Unseen');
    await run(sql`update users set name = 'Pau' where username = 'member@example.test'`);
    await waitFor(async () => expect((await profileOf('member')).name).toBe('Pau'));
  });

  it('shows a name changed by another process once it is notified', async () => {
    expect((await profileOf('member')).name).toBe('Pau');
    await run(sql`update users set name = 'Pablo' where username = 'member@example.test'`);
    await waitFor(async () => expect((await profileOf('member')).name).toBe('Pablo'));
    await run(sql`update users set name = 'Pau' where username = 'member@example.test'`);
    await waitFor(async () => expect((await profileOf('member')).name).toBe('Pau'));
  });

  it("drops a disabled profile's club from the profile and closes the club to its owner", async () => {
    // A members-only club route (the club's own read is public since spec 7 says "read without token").
    const club = `/api/clubs/${hashes['reader-b']}/features`;
    expect((await profileOf('manager')).clubs.map((c) => c.shortname)).toContain('reader-b');
    expect((await get(club, 'manager')).statusCode).toBe(200);
    const disable = (enabled: boolean) =>
      run(sql`update profiles set enabled = ${enabled}
        where club_id = (select id from clubs where shortname = 'reader-b')
          and user_id = (select id from users where username = 'manager@example.test')`);
    await disable(false);
    await waitFor(async () => {
      expect((await profileOf('manager')).clubs.map((c) => c.shortname)).toEqual(['reader-a']);
      expect((await get(club, 'manager')).statusCode).toBe(403);
    });
    await disable(true);
    await waitFor(async () => expect((await get(club, 'manager')).statusCode).toBe(200));
  });

  it('renames a club in the public page, the detail and the profile once notified', async () => {
    const names = async () => [
      (await get('/api/clubs/p/reader-a')).json().name,
      (await get(`/api/clubs/${hashes['reader-a']}`, 'member')).json().name,
      (await profileOf('member')).clubs[0]?.name,
    ];
    expect(await names()).toEqual(['Club Lector', 'Club Lector', 'Club Lector']);
    await run(sql`update clubs set name = 'Club Lector Renamed' where shortname = 'reader-a'`);
    await waitFor(async () => expect(await names()).toEqual(Array(3).fill('Club Lector Renamed')));
    await run(sql`update clubs set name = 'Club Lector' where shortname = 'reader-a'`);
    await waitFor(async () => expect(await names()).toEqual(Array(3).fill('Club Lector')));
  });

  it('refuses a disabled account everywhere once notified', async () => {
    const club = `/api/clubs/${hashes['reader-a']}/features`;
    expect((await get('/api/profile', 'guardian')).statusCode).toBe(200);
    expect((await get(club, 'guardian')).statusCode).toBe(200);
    await run(sql`update users set enabled = false where username = 'guardian@example.test'`);
    await waitFor(async () => {
      expect((await get('/api/profile', 'guardian')).statusCode).toBe(401);
      expect((await get(club, 'guardian')).statusCode).toBe(401);
    });
    await run(sql`update users set enabled = true where username = 'guardian@example.test'`);
    await waitFor(async () => expect((await get('/api/profile', 'guardian')).statusCode).toBe(200));
  });

  it('refetches after the TTL even when a notification was lost', async () => {
    expect((await profileOf('admin')).lastname).toBe('Tribuna');
    await silently(sql`update users set lastname = 'Lost' where username = 'admin@example.test'`);
    now += 29_000;
    expect((await profileOf('admin')).lastname).toBe('Tribuna');
    now += 1_001;
    expect((await profileOf('admin')).lastname).toBe('Lost');
    await run(sql`update users set lastname = 'Tribuna' where username = 'admin@example.test'`);
    await waitFor(async () => expect((await profileOf('admin')).lastname).toBe('Tribuna'));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'stops caching while the PostgreSQL listener is down and resumes after it reconnects',
    async () => {
      expect(t.app.changes.isLive).toBe(true);
      await run(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
      await waitFor(async () => expect(t.app.changes.isLive).toBe(false));
      // Notifications sent now would be missed: nothing may be served from the cache.
      await silently(sql`update users set name = 'Offline' where username = 'member@example.test'`);
      expect((await profileOf('member')).name).toBe('Offline');
      await waitFor(async () => expect(t.app.changes.isLive).toBe(true));
      expect((await profileOf('member')).name).toBe('Offline');
      await silently(sql`update users set name = 'Cached' where username = 'member@example.test'`);
      expect((await profileOf('member')).name).toBe('Offline');
      await run(sql`update users set name = 'Pau' where username = 'member@example.test'`);
      await waitFor(async () => expect((await profileOf('member')).name).toBe('Pau'));
    },
  );
});

describe('read cache: the shop’s sales counters (migration 0023)', () => {
  // What every sale moves is left out of the triggers, so that checkouts do not commit in turn on
  // the database's notification lock; sales announce it themselves.
  const COUNTERS: Record<string, string[]> = {
    campaigns: ['collected_cents'],
    campaign_products: ['stock_sold'],
    product_options: ['stock_sold'],
  };

  it('the catalogue triggers watch every column of their tables but the counters', async () => {
    for (const [table, counters] of Object.entries(COUNTERS)) {
      const result = await run(sql`
        select
          (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
            where a.attrelid = tg.tgrelid and a.attnum = any (tg.tgattr::int2[])) as watched,
          (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
            where a.attrelid = tg.tgrelid and a.attnum > 0 and not a.attisdropped) as columns
        from pg_trigger tg where tg.tgrelid = ${table}::regclass and tg.tgname = 'tribuna_notify_change'`);
      const [row] = (result as unknown as { rows: { watched: string[]; columns: string[] }[] }).rows;
      expect(row, table).toBeDefined();
      expect(row!.watched, table).toEqual(row!.columns.filter((column) => !counters.includes(column)));
    }
  });

  it('a campaign page keeps its copy through a bare counter write and follows a sale another process announces', async () => {
    const club = await createClub(t, { shortname: 'reader-shop' });
    const campaign = await createCampaign(t, club, { published: true });
    const page = async () => {
      const response = await get(`/api/clubs/${club.hash}/shop/campaigns/${campaign.hash}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().products[0].stock as { total: number; sold: number };
    };
    await settled();
    expect(await page()).toEqual({ total: 10, sold: 0 });
    // A counter written with no announcement notifies nobody: the page keeps its copy.
    await run(sql`update campaign_products set stock_sold = 1 where public_id = ${campaign.productHash}`);
    await settled();
    expect(await page()).toEqual({ total: 10, sold: 0 });
    // A sale in another process (its own feed, as the expiry job has): its unit of work announces
    // the counters after the commit, and this process's page follows.
    const shop = (db: Db) => ({ catalogue: new CatalogueRepository(db), orders: new OrdersRepository(db) });
    const elsewhere = new UnitOfWork(t.db, new ChangeFeed(), shop);
    await elsewhere.write(SALES_COUNTERS, async (repos) => {
      const [product] = await repos.catalogue.products([campaign.id]);
      expect(await repos.orders.takeProductUnits(product!.id, 1)).toBe(true);
    });
    await waitFor(async () => expect(await page()).toEqual({ total: 10, sold: 2 }));
  });
});
