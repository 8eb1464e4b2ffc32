import { PersonCollectionSchema, type Person } from '@tribuna/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedBulkPeople } from '../../db/seed/bulk-people';
import { createClub, createManager, signIn, type ClubFixture } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const BULK = 2000;
let t: TestApp;
let manager: Record<string, string>;
let clubHash: string;
/** A large club (BULK generated people) with a manager of its own. */
let bigClub: ClubFixture;
let bigClubManager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  const club = await createClub(t);
  clubHash = club.hash;
  manager = (await signIn(t, (await createManager(t, club, { name: 'Marta', lastname: 'García' })).user)).headers;
  bigClub = await createClub(t);
  bigClubManager = (await signIn(t, (await createManager(t, bigClub)).user)).headers;
  await seedBulkPeople(t.db, bigClub.shortname, BULK);
  for (const payload of [
    {
      type: 'player',
      name: 'Ñandú',
      surname: 'Ibáñez Ŀlull',
      category: 'Under-12',
      gender: 'female',
      dni: '00000001R',
      email: 'n@filters.test',
    },
    { type: 'player', name: 'Zoe', surname: 'Abad', category: 'Under-14', gender: 'female', email: 'z@filters.test' },
    {
      type: 'player',
      name: 'Ander',
      surname: 'Zubizarreta',
      category: 'Under-12',
      gender: 'male',
      enabled: false,
      email: 'a@filters.test',
    },
    { type: 'member', name: 'Socia', surname: 'Única', email: 'socia@club.test' },
  ]) {
    const created = await t.app.inject({ method: 'POST', url: `/api/clubs/${clubHash}/people`, headers: manager, payload });
    if (created.statusCode !== 201) throw new Error(created.body);
  }
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/clubs/${clubHash}/people?${query}`, headers: manager });
  expect(response.statusCode, response.body).toBe(200);
  return PersonCollectionSchema.parse(response.json());
}
const names = (body: { 'hydra:member': Person[] }) => body['hydra:member'].map((p) => `${p.name} ${p.surname}`);

describe('people lists', () => {
  it('searches without accents or case on name, surname, dni and email, word by word', async () => {
    for (const search of ['nandu', 'IBAÑEZ ĿLULL', 'ibanez llull', 'nandú iBáñ', '00000001r']) {
      expect(names(await list(`role=player&search=${encodeURIComponent(search)}`)), search).toEqual(['Ñandú Ibáñez Ŀlull']);
    }
    expect(names(await list('search=socia%40club'))).toEqual(['Socia Única']);
    expect((await list('search=%25'))['hydra:totalItems']).toBe(0);
  });

  it('finds a person by the membership number on their card', async () => {
    const [someone] = (await list('search=filters.test&role=player&order[surname]=asc'))['hydra:member'];
    const found = await list(`search=${someone!.membershipNumber}`);
    expect(found['hydra:member'].map((p) => p.id)).toContain(someone!.id);
    expect(
      found['hydra:member'].every(
        (p) =>
          p.membershipNumber === someone!.membershipNumber ||
          p.dni?.includes(String(someone!.membershipNumber)) ||
          p.email?.includes(String(someone!.membershipNumber)),
      ),
    ).toBe(true);
  });

  it('finds a person by their phone, however it is spaced', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/clubs/${clubHash}/people`,
      headers: manager,
      payload: { type: 'member', name: 'Telf', surname: 'Onista', phone: '+34 611 22 33 44', email: 'telf@phone.test' },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const search of ['611223344', '611 22 33', '34611223344']) {
      expect(names(await list(`search=${encodeURIComponent(search)}`)), search).toEqual(['Telf Onista']);
    }
  });

  it('separates partners, athletes and users', async () => {
    const members = await list('role=member&itemsPerPage=100');
    expect(members['hydra:member'].every((p) => p.role === 'member')).toBe(true);
    expect(names(members)).toContain('Socia Única');
    const users = await list('role=user&itemsPerPage=100');
    expect(users['hydra:member'].every((p) => p.hasAccount)).toBe(true);
    expect(names(users)).toContain('Marta García');
  });

  it('filters by repeated category, gender and enabled, and counts with the same filters', async () => {
    expect(names(await list('search=filters.test&role=player&category[]=Under-12'))).toEqual(['Ñandú Ibáñez Ŀlull', 'Ander Zubizarreta']);
    const both = await list('search=filters.test&role=player&category[]=Under-12&category[]=Under-14');
    expect(both['hydra:totalItems']).toBe(3);
    expect(names(await list('search=filters.test&role=player&category[]=Under-12&gender[]=male'))).toEqual(['Ander Zubizarreta']);
    expect(names(await list('search=filters.test&role=player&category[]=Under-12&enabled=true'))).toEqual(['Ñandú Ibáñez Ŀlull']);
  });

  it('sorts by the requested field and direction', async () => {
    expect(names(await list('search=filters.test&role=player&category[]=Under-14&category[]=Under-12&order[surname]=desc'))).toEqual([
      'Ander Zubizarreta',
      'Ñandú Ibáñez Ŀlull',
      'Zoe Abad',
    ]);
    const byNumber = await list('role=player&order[membershipNumber]=desc&itemsPerPage=2');
    const [first, second] = byNumber['hydra:member'];
    expect(first!.membershipNumber!).toBeGreaterThan(second!.membershipNumber!);
  });

  it('refuses unknown or empty filter values field by field', async () => {
    for (const query of ['category[]=Under-99', 'category[]=', 'gender[]=x', 'role=nobody', 'order[surname]=up', 'enabled=yes']) {
      const response = await t.app.inject({ url: `/api/clubs/${clubHash}/people?${query}`, headers: manager });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('pages a large club as a hydra collection that keeps its filters', async () => {
    const response = await t.app.inject({
      url: `/api/clubs/${bigClub.hash}/people?role=player&itemsPerPage=50&page=3`,
      headers: bigClubManager,
    });
    const body = PersonCollectionSchema.parse(response.json());
    const [players] = (
      (await t.db.execute(
        sql`select count(*)::int as n from profiles p join clubs c on c.id = p.club_id where c.shortname = ${bigClub.shortname} and p.type = 3`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(players!.n).toBeGreaterThanOrEqual(BULK / 2);
    expect(body['hydra:totalItems']).toBe(players!.n);
    expect(body['hydra:member']).toHaveLength(50);
    expect(body['hydra:view']['hydra:next']).toBe(`/api/clubs/${bigClub.hash}/people?role=player&itemsPerPage=50&page=4`);
    const numbers = new Set(body['hydra:member'].map((p) => p.membershipNumber));
    expect(numbers.size).toBe(50);
  });

  it('answers a repeated list from its cache yet shows every write at once', async () => {
    const query = 'role=member&search=cache.test';
    // Notifications muted while the API writes: its own unit of work must clear the cached pages
    // (read-your-writes), not the NOTIFY that comes a few milliseconds later.
    const notify = vi.spyOn(t.app.changes.listener, 'notify').mockImplementation(() => undefined);
    expect((await list(query))['hydra:totalItems']).toBe(0);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/clubs/${clubHash}/people`,
      headers: manager,
      payload: { type: 'member', name: 'Carla', surname: 'Caché', email: 'carla@cache.test' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const afterCreate = await list(query);
    expect(afterCreate['hydra:totalItems']).toBe(1);
    expect(names(afterCreate)).toEqual(['Carla Caché']);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/clubs/${clubHash}/people/${afterCreate['hydra:member'][0]!.id}`,
      headers: { ...manager, 'content-type': 'application/merge-patch+json' },
      payload: { name: 'Carlota' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(names(await list(query))).toEqual(['Carlota Caché']);
    notify.mockRestore();
    // A write that bypasses the API (another process, a migration) reaches the cache by NOTIFY.
    await t.db.execute(sql`update profiles set surname = 'Directa' where email = 'carla@cache.test'`);
    await expect.poll(async () => names(await list(query)), { timeout: 5_000 }).toEqual(['Carlota Directa']);
  });

  it('has list and search predicates that the indexes serve', async () => {
    const plan = async (query: ReturnType<typeof sql>) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`analyze profiles`);
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${query}`);
        return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await plan(sql`select id from profiles where search_text like '%ibanez llull%'`)).toContain('profiles_search_text_trgm_idx');
    expect(
      await plan(
        sql`select id from profiles where club_id = ${sql.raw(String(bigClub.id))} and type = 3 order by surname, name, id limit 30`,
      ),
    ).toMatch(/Index (Only )?Scan using profiles_club_type_(surname|category)_idx/);
  });
});
