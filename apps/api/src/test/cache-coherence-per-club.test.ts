import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoundedCache } from '../lib/cache/bounded-cache';
import { ChangeFeed, CHANGES_CHANNEL, UNSCOPED_TABLES, watchedTablesOf } from '../lib/cache/change-feed';
import { FEATURES } from '../features';
import { inClub, UnitOfWork } from '../lib/data/unit-of-work';
import {
  createBookingSetup,
  createCampaign,
  createClub,
  createGuardianWithChild,
  createManager,
  signIn,
  type ClubFixture,
} from './factories';
import { bearer, createTestApp, type TestApp } from './test-app';

// Issue 22: a change in one club leaves the other clubs' cached entries alone, whether this
// process wrote it (its unit of work names the club) or another one did (the trigger, or the
// announcement, names the club in the notification). A change of no club still clears them all.

let t: TestApp;
let clubA: ClubFixture;
let clubB: ClubFixture;
/** Units of work over the bare database: what is tested is what they clear. */
const units = (changes: ChangeFeed) => new UnitOfWork(t.db, changes, (db) => ({ db }));

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  clubA = await createClub(t, { shortname: 'per-club-a' });
  clubB = await createClub(t, { shortname: 'per-club-b' });
});
afterAll(() => t?.close());

const waitFor = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 20 });

/** The payloads this process hears while `write` runs, up to a marker sent after it (they come in commit order). */
async function heard(write: () => Promise<unknown> = async () => undefined): Promise<string[]> {
  const notify = vi.spyOn(t.app.changes.listener, 'notify');
  try {
    await write();
    const marker = `sync-${Math.random()}`;
    await t.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${marker})`);
    await waitFor(() => expect(notify).toHaveBeenCalledWith(marker));
    return notify.mock.calls.map(([payload]) => payload).filter((payload) => !payload.startsWith('sync-'));
  } finally {
    notify.mockRestore();
  }
}
// A late notification of an earlier test must not clear a cache mid-test.
beforeEach(() => heard());

/** A page of each club and one of no club, cached on `tables`. */
function pagesOn(tables: Parameters<ChangeFeed['cache']>[0]) {
  const pages = t.app.changes.cache<string>(tables);
  const fill = () => {
    pages.set('A', 'page of A', clubA.id);
    pages.set('B', 'page of B', clubB.id);
    pages.set('any', 'page of no club');
  };
  fill();
  return { pages, fill, kept: () => ['A', 'B', 'any'].filter((key) => (pages as BoundedCache<string>).get(key) !== undefined) };
}

describe('per-club invalidation: this process’s own writes', () => {
  it("a unit of work naming club A clears A's entries and those of no club, not B's", async () => {
    const { kept } = pagesOn(['bookings']);
    await units(t.app.changes).write(inClub(clubA.id, ['bookings']), async () => undefined);
    // Checked before any notification could arrive: the unit of work cleared them itself.
    expect(kept()).toEqual(['B']);
  });

  it('a unit of work naming no club, or a table of no club, clears every club', async () => {
    const { fill, kept } = pagesOn(['bookings', 'users']);
    await units(t.app.changes).write(['bookings'], async () => undefined);
    expect(kept()).toEqual([]);
    fill();
    await units(t.app.changes).writeOne(inClub(clubA.id, ['users']), async () => undefined);
    expect(kept()).toEqual([]);
  });
});

describe('per-club invalidation: another process’s writes, through the notifications', () => {
  it("a write to club A's rows notifies the table with A's id, and B's page stays cached", async () => {
    const { kept } = pagesOn(['clubs', 'profiles']);
    const payloads = await heard(() => t.db.execute(sql`update clubs set name = name where id = ${clubA.id}`));
    expect(payloads).toEqual([`clubs:${clubA.id}`]);
    expect(kept()).toEqual(['B']);
  });

  it('tables whose club is their parent’s notify that club (opening rules, busy times, guardianships)', async () => {
    const payloads = await heard(async () => {
      await createBookingSetup(t, clubA);
      await createGuardianWithChild(t, clubA);
    });
    const expected = ['booking_calendars', 'booking_opening_rules', 'booking_pricing_policies', 'booking_exceptions']
      .concat(['booking_link_groups', 'bookings', 'profiles', 'guardianships'])
      .map((table) => `${table}:${clubA.id}`);
    expect(payloads).toEqual(expect.arrayContaining(expected));
    expect(payloads.filter((payload) => !payload.endsWith(`:${clubA.id}`) && payload !== 'users')).toEqual([]);
    const calendar = await t.db.execute(sql`select id from booking_calendars where club_id = ${clubA.id} limit 1`);
    const calendarId = (calendar as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const busy = await heard(() =>
      t.db.execute(sql`insert into booking_busy_times (calendar_id, start_at, end_at)
        values (${calendarId}, now(), now() + interval '1 hour')`),
    );
    expect(busy).toEqual([`booking_busy_times:${clubA.id}`]);
  });

  it('a change of no club (a user) clears every club', async () => {
    const { kept } = pagesOn(['users']);
    const payloads = await heard(() => t.db.execute(sql`update users set name = name where id = (select min(id) from users)`));
    expect(payloads).toEqual(['users']);
    expect(kept()).toEqual([]);
  });

  it("a sale announced by another process names its club: A's shop pages go, B's stay", async () => {
    const campaign = await createCampaign(t, clubA, { published: true });
    await heard(); // the catalogue's own notifications
    const { kept } = pagesOn(['sales_counters']);
    const elsewhere = units(new ChangeFeed());
    const payloads = await heard(async () => {
      await elsewhere.write(inClub(clubA.id, ['sales_counters']), async ({ db }) => {
        await db.execute(sql`update campaigns set collected_cents = collected_cents + 100 where id = ${campaign.id}`);
      });
      await waitFor(() => expect(kept()).toEqual(['B']));
    });
    // The counter itself notifies nobody (migration 0023); the announcement does.
    expect(payloads).toEqual([`sales_counters:${clubA.id}`]);
  });

  it('every watched table of a club has a row trigger naming the club; users keep a statement one', async () => {
    const result = await t.db.execute(sql`
      select tg.tgrelid::regclass::text as "table", (tg.tgtype & 1) = 1 as "perRow"
        from pg_trigger tg where tg.tgname = 'tribuna_notify_change'`);
    const triggers = new Map((result as unknown as { rows: { table: string; perRow: boolean }[] }).rows.map((r) => [r.table, r.perRow]));
    for (const table of watchedTablesOf(FEATURES)) expect(triggers.get(table), table).toBe(!UNSCOPED_TABLES.includes(table));
  });

  it("the app's club contexts: club B's change leaves club A's cached, club A's own change clears it", async () => {
    const token = (await signIn(t, (await createManager(t, clubA)).user)).token;
    const name = async () => {
      const response = await t.app.inject({ url: `/api/clubs/${clubA.hash}/settings`, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().name as string;
    };
    const before = await name();
    await name(); // cached now
    // Club A renamed with no notification (triggers off), the way a lost one would leave it.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update clubs set name = 'Unheard' where id = ${clubA.id}`);
    });
    expect(await heard(() => t.db.execute(sql`update clubs set name = name where id = ${clubB.id}`))).toEqual([`clubs:${clubB.id}`]);
    expect(await name()).toBe(before);
    expect(await heard(() => t.db.execute(sql`update clubs set name = name where id = ${clubA.id}`))).toEqual([`clubs:${clubA.id}`]);
    expect(await name()).toBe('Unheard');
  });

  it("the shop's campaign pages: club B's sales leave club A's page cached, club A's own sale refreshes it", async () => {
    const [campaignA, campaignB] = [
      await createCampaign(t, clubA, { published: true }),
      await createCampaign(t, clubB, { published: true }),
    ];
    const page = async () => {
      const response = await t.app.inject({ url: `/api/clubs/${clubA.hash}/shop/campaigns/${campaignA.hash}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().products[0].stock as { total: number; sold: number };
    };
    await heard(); // the catalogue's own notifications
    expect(await page()).toEqual({ total: 10, sold: 0 });
    // A unit sold in club A that nobody announces: the cached page cannot know it yet.
    await t.db.execute(sql`update campaign_products set stock_sold = 1 where public_id = ${campaignA.productHash}`);
    // Sales in another process: club B's announcement leaves A's page, club A's clears it.
    const elsewhere = units(new ChangeFeed());
    const sale = (club: ClubFixture, campaign: { productHash: string | null }) =>
      heard(async () => {
        await elsewhere.write(inClub(club.id, ['sales_counters']), ({ db }) =>
          db.execute(sql`update campaign_products set stock_sold = stock_sold + 1 where public_id = ${campaign.productHash}`),
        );
        await new Promise((resolve) => setTimeout(resolve, 300)); // the announcement leaves after 100 ms
      });
    expect(await sale(clubB, campaignB)).toEqual([`sales_counters:${clubB.id}`]);
    expect(await page()).toEqual({ total: 10, sold: 0 });
    expect(await sale(clubA, campaignA)).toEqual([`sales_counters:${clubA.id}`]);
    expect(await page()).toEqual({ total: 10, sold: 2 });
  });
});
