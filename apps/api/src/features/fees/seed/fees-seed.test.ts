import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { seedDemoFees } from './fees-seed';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ people: true });
});
afterAll(() => t.drop());

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const clubToday = sql`(now() at time zone 'Europe/Madrid')::date`;

describe('demo fees', () => {
  it('gives CD Demo a current and a closed season with plans, and charges in every manual state', async () => {
    await seedDemoFees(t.database.db);
    const seasons = await rows(sql`
      select s.name, s.status, (select count(*)::int from membership_plans p where p.season_id = s.id) as plans
        from seasons s join clubs c on c.id = s.club_id where c.shortname = 'cd-demo' order by s.starts_on`);
    expect(seasons).toEqual([
      { name: '2024/2025', status: 'closed', plans: 5 },
      { name: '2025/2026', status: 'open', plans: 5 },
    ]);
    const states = await rows(sql`
      select distinct case when ch.status = 'pending' and ch.due_on < ${clubToday} then 'unpaid' else ch.status end as state, ch.paid_method as method
        from charges ch join clubs c on c.id = ch.club_id where c.shortname = 'cd-demo'`);
    const seen = states.map((row) => `${row.state}${row.method ? `/${row.method}` : ''}`);
    expect(seen).toEqual(expect.arrayContaining(['pending', 'unpaid', 'paid/card', 'paid/cash', 'paid/transfer', 'exempt', 'cancelled']));
    expect((await rows(sql`select count(*)::int as n from fees where status = 'draft'`))[0]!.n).toBe(1);
  });

  it("leaves the demo member's and the guardian's child's charges pending", async () => {
    const pendingOf = (username: string, child: boolean) =>
      rows(sql`
        select count(*)::int as n from charges ch join profiles p on p.id = ch.profile_id
        where ch.status = 'pending' and ch.due_on >= ${clubToday} and p.id in (
          select case when ${child} then g.child_profile_id else pr.id end
            from profiles pr join users u on u.id = pr.user_id left join guardianships g on g.guardian_profile_id = pr.id
           where u.username = ${username})`);
    expect((await pendingOf('member@demo.test', false))[0]!.n).toBeGreaterThan(0);
    expect((await pendingOf('guardian@demo.test', true))[0]!.n).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    const count = async () => (await rows(sql`select count(*)::int as n from charges`))[0]!.n;
    const before = await count();
    await seedDemoFees(t.database.db);
    expect(await count()).toBe(before);
  });
});
