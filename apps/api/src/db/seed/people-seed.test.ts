import { isValidSpanishIdentification } from '@tribuna/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { seedDemoPeople } from './people-seed';
import { seedDemoData } from '../../demo/seed-demo-data';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ people: true });
});
afterAll(() => t.drop());

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe('demo people', () => {
  it('gives CD Demo about 300 people and CA Exemple about 60, with families', async () => {
    const counts = await rows(
      sql`select c.shortname, count(*)::int as n from profiles p join clubs c on c.id = p.club_id group by c.shortname order by 1`,
    );
    const by = Object.fromEntries(counts.map((r) => [r.shortname, r.n as number]));
    expect(by['cd-demo']).toBeGreaterThanOrEqual(280);
    expect(by['cd-demo']).toBeLessThanOrEqual(330);
    expect(by['ca-exemple']).toBeGreaterThanOrEqual(50);
    expect(by['ca-exemple']).toBeLessThanOrEqual(75);
    const categories = await rows(sql`select distinct category from profiles where type = 3 and category is not null order by 1`);
    expect(categories.map((r) => r.category)).toEqual([
      'Senior',
      'Under-10',
      'Under-12',
      'Under-14',
      'Under-16',
      'Under-6',
      'Under-8',
      'Youth',
    ]);
    const families = await rows(
      sql`select count(*)::int as n from guardianships g join profiles p on p.id = g.guardian_profile_id where p.user_id is null`,
    );
    expect(families[0]!.n).toBeGreaterThan(40);
  });

  it('uses valid identifications, unique qr identifiers and per-club membership numbers', async () => {
    const people = await rows(sql`select dni, qr_identifier, club_id, membership_number from profiles`);
    expect(people.filter((p) => p.dni !== null).every((p) => isValidSpanishIdentification(p.dni as string))).toBe(true);
    expect(new Set(people.map((p) => p.qr_identifier)).size).toBe(people.length);
    expect(people.every((p) => typeof p.membership_number === 'number')).toBe(true);
    const gaps = await rows(sql`select club_id, max(membership_number) = count(*) as dense from profiles group by club_id`);
    expect(gaps.every((g) => g.dense === true)).toBe(true);
  });

  it('adds nothing when run again and keeps the demo accounts', async () => {
    const before = await rows(sql`select count(*)::int as n from profiles`);
    const links = await rows(sql`select count(*)::int as n from guardianships`);
    await seedDemoPeople(t.database.db);
    await seedDemoData(t.database.db);
    expect(await rows(sql`select count(*)::int as n from profiles`)).toEqual(before);
    expect(await rows(sql`select count(*)::int as n from guardianships`)).toEqual(links);
    const leo = await rows(
      sql`select p.name from guardianships g join profiles p on p.id = g.child_profile_id join profiles gp on gp.id = g.guardian_profile_id join users u on u.id = gp.user_id where u.username = 'guardian@demo.test'`,
    );
    expect(leo.map((r) => r.name)).toEqual(['Leo']);
  });
});
