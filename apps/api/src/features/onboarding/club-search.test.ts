import { ClubSearchCollectionSchema } from '@tribuna/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../../lib/search-text';
import { createClub, createUser, signIn } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const BULK = 3000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  // Two clubs made the way a club already on the platform is, beside the ones created below.
  await createClub(t, { name: 'CA Exemplar', shortname: 'ca-exemplar', locale: 'ca-ES' });
  await createClub(t, { name: 'CD Demostración', shortname: 'cd-demostracion' });
  const { token } = await signIn(t, await createUser(t));
  for (const [name, shortname] of [
    ['Club Atlètic Vilafranca', 'atletic-vilafranca'],
    ['Atlético Sur', 'atletico-sur'],
    ['Escola Col·legi Nou', 'collegi-nou'],
  ]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/clubs',
      headers: bearer(token),
      payload: { name, shortname, city: 'Lleida', regionName: 'Catalunya', countryName: 'Espanya', locale: 'ca-ES' },
    });
    expect(response.statusCode).toBe(201);
  }
  // Thousands of clubs in one statement, so the planner has a realistic table to choose for.
  await t.db.execute(sql`
    insert into clubs (public_id, name, search_name, shortname, company_name, city, region_name, country_name, privacy_basic_info)
    select 'bulk' || lpad(i::text, 18, '0'), 'Bulk Sports ' || i, 'bulk sports ' || i, 'bulk-' || i,
      'Club Bulk Sports ' || i || ' SL', 'Valencia', 'Comunitat Valenciana', 'España',
      'Club Bulk Sports ' || i || ' processes your data to manage your membership.'
    from generate_series(1, ${BULK}) as i`);
  // As autovacuum would: statistics, and the GIN pending list merged into the index.
  await t.db.execute(sql`vacuum analyze clubs`);
});
afterAll(() => t.close());

const search = async (query: string) => {
  const response = await t.app.inject({ url: `/api/clubs/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ClubSearchCollectionSchema.strict().parse(response.json());
};
const names = (body: { 'hydra:member': { name: string }[] }) => body['hydra:member'].map((c) => c.name);

describe('normaliseSearchText', () => {
  it('drops accents, case, Catalan middle dots and extra spaces', () => {
    expect(normaliseSearchText('  Club  ATLÈTIC Ŀleida·Col·legi ')).toBe('club atletic lleidacollegi');
    expect(normaliseSearchText('Àñçü')).toBe('ancu');
  });
});

describe('GET /api/clubs/search', () => {
  it('is public and ignores accents and case in both directions', async () => {
    expect(names(await search('name=atletic'))).toEqual(['Atlético Sur', 'Club Atlètic Vilafranca']);
    expect(names(await search('name=ATLÈTIC%20vila'))).toEqual(['Club Atlètic Vilafranca']);
    expect(names(await search('name=col%C2%B7legi'))).toEqual(['Escola Col·legi Nou']);
    expect(names(await search('name=collegi'))).toEqual(['Escola Col·legi Nou']);
  });

  it('answers public club fields only, with clubs made by other means searchable too', async () => {
    const body = await search('name=exemplar');
    expect(body['hydra:member']).toHaveLength(1);
    expect(body['hydra:member'][0]).toMatchObject({ name: 'CA Exemplar', shortname: 'ca-exemplar', locale: 'ca-ES' });
  });

  it('puts names that start with the text first, then word starts, then the rest', async () => {
    expect(names(await search('name=atl')).slice(0, 2)).toEqual(['Atlético Sur', 'Club Atlètic Vilafranca']);
    expect(names(await search('name=demostra'))).toEqual(['CD Demostración']);
  });

  it('pages through thousands of clubs as a hydra collection', async () => {
    const body = await search('name=bulk%20sports&itemsPerPage=25&page=3');
    expect(body['hydra:totalItems']).toBe(BULK);
    expect(body['hydra:member']).toHaveLength(25);
    expect(body['hydra:view']['hydra:next']).toBe('/api/clubs/search?name=bulk+sports&itemsPerPage=25&page=4');
    expect(names(await search('name=sports%202999'))).toEqual(['Bulk Sports 2999']);
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await search('name=%25'))['hydra:totalItems']).toBe(0);
    expect((await search('name=_'))['hydra:totalItems']).toBe(0);
  });

  it('has a predicate the trigram index serves', async () => {
    // With sequential scans priced out, a plan can only avoid them through an index that matches
    // the query's form (a function around the column, or ILIKE on the raw name, would not).
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from clubs where search_name like ${'%sports 2999%'} order by search_name limit 30`);
    });
    const text = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('Bitmap Index Scan on clubs_search_name_trgm_idx');
    // Speed itself is the benchmark's business, not a test's; here only the answer is checked.
    expect(names(await search('name=sports%201234'))).toEqual(['Bulk Sports 1234']);
  });

  it('refuses a missing or empty name field by field', async () => {
    for (const query of ['', 'name=', 'name=%20%20']) {
      const response = await t.app.inject({ url: `/api/clubs/search?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field)).toEqual(['name']);
    }
  });
});
