import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { clubs } from '../db/schema';
import { newPublicId } from '../lib/ids';
import { createClub, createTeam, type ClubFixture } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { OrdersRepository } from './commerce/orders.repository';
import { FeesRepository } from './fees/charges/fees.repository';
import { PortalRepository } from './portal/portal.repository';
import { TeamsRepository } from './teams/teams.repository';

// Issue 26 part 5: the manager lists pick a page's ids from their index, then read those rows.
// Whatever the page size, walking every page must give each row once, in the list's order, with
// ties on the sort key (a timestamp, a name, a position) broken by id; totals stay whole.

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;

/** Every page of a list at this size, concatenated; the totals each page reported. */
async function walk<T>(pageOf: (limit: number, offset: number) => Promise<{ rows: T[]; total: number }>, size: number) {
  const seen: T[] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += size) {
    const { rows, total } = await pageOf(size, offset);
    totals.add(total);
    expect(rows.length).toBeLessThanOrEqual(size);
    seen.push(...rows);
    if (rows.length < size) return { seen, totals: [...totals] };
  }
}

const SIZES = [1, 2, 3, 5, 100];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  [club, other] = [await createClub(t), await createClub(t)];
});

afterAll(async () => {
  await t.close();
});

describe('keyset-indexed lists', () => {
  it('teams: name order, the same name in two seasons in id order, every page boundary', async () => {
    for (const [name, season] of [
      ['Alevín', '2024-2025'],
      ['Alevín', '2025-2026'],
      ['Alevín', null],
      ['Benjamín', null],
      ['Cadete', null],
      ['Zeta', null],
      ['Infantil', null],
    ] as const) {
      await createTeam(t, club, { name, season });
    }
    await createTeam(t, other, { name: 'Alevín', season: null });
    const [clubRow] = await t.db.select().from(clubs).where(eq(clubs.id, club.id));
    const teams = new TeamsRepository(t.db);
    const expected = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from teams where club_id = ${club.id}::int order by search_name, id`),
    ).map((row) => row.id);
    expect(expected).toHaveLength(7);
    for (const size of SIZES) {
      const { seen, totals } = await walk(async (limit, offset) => {
        const { items, total } = await teams.list(clubRow!, {}, { limit, offset });
        return { rows: items.map((item) => item.id), total };
      }, size);
      expect(seen, `page size ${size}`).toEqual(expected);
      expect(totals).toEqual([7]);
    }
    // Past the last page: no rows, the total still whole.
    expect(await teams.list(clubRow!, {}, { limit: 5, offset: 10 })).toEqual({ items: [], total: 7 });
  });

  it('orders: newest first, orders of one instant in id order, day filters on the club’s days', async () => {
    const [campaign] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into campaigns (public_id, club_id, name, starts_at, ends_at)
        values (${newPublicId()}, ${club.id}::int, 'Paging', now(), now() + interval '30 days') returning id`),
    );
    // Six orders at two instants (three each, a tie), one at another, across Madrid's midnight.
    const times = ['2026-03-01T22:30:00Z', '2026-03-01T22:30:00Z', '2026-03-01T22:30:00Z', '2026-03-01T23:30:00Z', '2026-03-01T23:30:00Z'];
    times.push('2026-03-01T23:30:00Z', '2026-02-27T10:00:00Z');
    for (const [index, at] of times.entries()) {
      await t.db.execute(sql`insert into orders (public_id, club_id, campaign_id, purchase_identifier, paid_by_type, paid_by_name,
          paid_by_email, amount_cents, tax_amount_cents, reserved_until, payment_provider, created_at)
        values (${newPublicId()}, ${club.id}::int, ${campaign!.id}::int, ${`P-${index}`}, 'external', 'Buyer', 'buyer@example.test',
          100, 0, now(), 'test', ${at}::timestamptz)`);
    }
    const orders = new OrdersRepository(t.db);
    const expected = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from orders where club_id = ${club.id}::int order by created_at desc, id desc`),
    ).map((row) => row.id);
    for (const size of SIZES) {
      const { seen, totals } = await walk(async (limit, offset) => {
        const { rows, total } = await orders.pageOfOrders(club.id, {}, offset, limit);
        return { rows: rows.map((row) => row.id), total };
      }, size);
      expect(seen, `page size ${size}`).toEqual(expected);
      expect(totals).toEqual([7]);
    }
    // 22:30 UTC is still 1 March in Madrid (23:30 there); 23:30 UTC is already 2 March.
    expect((await orders.pageOfOrders(club.id, { from: '2026-03-01', to: '2026-03-01' }, 0, 10)).total).toBe(3);
    expect((await orders.pageOfOrders(club.id, { from: '2026-03-02' }, 0, 10)).total).toBe(3);
    expect((await orders.pageOfOrders(club.id, { to: '2026-02-28' }, 0, 10)).total).toBe(1);
  });

  it('fees: newest first, fees of one instant in id order', async () => {
    for (const [index, at] of ['2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z', '2026-01-02T10:00:00Z', '2026-01-01T10:00:00Z'].entries()) {
      await t.db.execute(sql`insert into fees (public_id, club_id, kind, name, amount, first_due_on, target, created_at)
        values (${newPublicId()}, ${club.id}::int, 'plan', ${`Fee ${index}`}, 1000, '2026-02-01', ${JSON.stringify({ kind: 'allPartners' })}::jsonb,
          ${at}::timestamptz)`);
    }
    const fees = new FeesRepository(t.db);
    const expected = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from fees where club_id = ${club.id}::int order by created_at desc, id desc`),
    ).map((row) => row.id);
    for (const size of SIZES) {
      const { seen, totals } = await walk(async (limit, offset) => {
        const { rows, total } = await fees.page(club.id, offset, limit);
        return { rows: rows.map((row) => row.id), total };
      }, size);
      expect(seen, `page size ${size}`).toEqual(expected);
      expect(totals).toEqual([4]);
    }
  });

  it('portal components: position order, one position twice in id order', async () => {
    const portal = new PortalRepository(t.db);
    await portal.ensureCore(club.id);
    await portal.insertLink({
      clubId: club.id,
      name: 'Tie A',
      properties: { href: 'https://example.test/a' },
      enabled: true,
      highlighted: false,
      position: 1,
    });
    await portal.insertLink({
      clubId: club.id,
      name: 'Tie B',
      properties: { href: 'https://example.test/b' },
      enabled: true,
      highlighted: false,
      position: 1,
    });
    const expected = (await portal.list(club.id)).map((row) => row.id);
    expect(await portal.hasEveryCore(club.id)).toBe(true);
    for (const size of SIZES) {
      const { seen, totals } = await walk(async (limit, offset) => {
        const { rows, total } = await portal.page(club.id, limit, offset);
        return { rows: rows.map((row) => row.id), total };
      }, size);
      expect(seen, `page size ${size}`).toEqual(expected);
      expect(totals).toEqual([expected.length]);
    }
  });
});
