import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { rowsOf } from '../../../db/rows';
import { seedDemoAccessControl } from './access-control-seed';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ people: true });
});
afterAll(() => t.drop());

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

describe('demo access control', () => {
  it('gives CD Demo two gates for the league match, a door controller and a scan history that agrees with the tickets', async () => {
    // The demo seed ran it already; a second run changes nothing.
    await seedDemoAccessControl(t.database.db);
    const lists = await rows<{ name: string; kind: string; event: string }>(sql`
      select l.name, l.kind, c.name as event from access_lists l join campaigns c on c.id = l.campaign_id
        join clubs k on k.id = l.club_id where k.shortname = 'cd-demo' order by l.name`);
    expect(lists).toEqual([
      { name: 'Puerta 2', kind: 'tickets', event: 'CD Demo – CF Ribera (Liga)' },
      { name: 'Puerta principal', kind: 'tickets', event: 'CD Demo – CF Ribera (Liga)' },
    ]);
    const controllers = await rows<{ username: string }>(sql`
      select u.username from profiles p join users u on u.id = p.user_id where p.access_controller`);
    expect(controllers).toEqual([{ username: 'controller@demo.test' }]);
    const results = await rows<{ result: string; n: number }>(sql`
      select result, count(*)::int as n from access_scans group by result order by result`);
    expect(results.map((r) => r.result)).toEqual(['admitted', 'refused']);
    // Every first use is a used ticket and every used ticket has its first use.
    const mismatches = await rows(sql`
      select t.id from tickets t left join access_scans s on s.ticket_id = t.id and s.first_use
        where (t.used_at is null) <> (s.id is null)`);
    expect(mismatches).toEqual([]);
    // The walkthrough's card and tickets are still unscanned.
    const demoAccounts = await rows(sql`
      select s.id from access_scans s left join profiles p on p.id = s.profile_id left join users u on u.id = p.user_id
        left join tickets t on t.id = s.ticket_id left join orders o on o.id = t.order_id
        where u.username like '%@demo.test' or o.user_id is not null`);
    expect(demoAccounts).toEqual([]);
  });
});
