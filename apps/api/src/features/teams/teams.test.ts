import {
  TEAM_NAME_TAKEN,
  TEAM_PERSON_NOT_IN_CLUB,
  TEAM_REQUIRED_FIELDS_MESSAGE,
  TeamCollectionSchema,
  TeamDetailSchema,
} from '@tribuna/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs as clubsTable, profiles } from '../../db/schema';
import { DEMO_TEAMS } from '../../db/seed/teams-seed';
import { callAs, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const clubs: Record<string, string> = {};
/** Profile hashes by "Name Surname", per club. */
const people: Record<string, Record<string, string>> = {};

const call = (user: string, options: InjectOptions) => callAs(t, tokens, user, options);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  await signInDemoUsers(t, ['manager', 'manager2', 'member', 'admin'], { tokens, clubs });
  // Straight from the database: the demo clubs have hundreds of people, more than one page.
  const rows = await t.db
    .select({ club: clubsTable.shortname, hash: profiles.publicId, name: profiles.name, surname: profiles.surname })
    .from(profiles)
    .innerJoin(clubsTable, eq(clubsTable.id, profiles.clubId))
    .where(isNotNull(profiles.userId));
  for (const row of rows) (people[row.club] ??= {})[`${row.name} ${row.surname}`] = row.hash;
  const [leo] = await t.db.select({ hash: profiles.publicId }).from(profiles).where(and(eq(profiles.name, 'Leo'), eq(profiles.surname, 'Martín')));
  people['cd-demo']!['Leo Martín'] = leo!.hash;
});
afterAll(() => t.close());

const teamsUrl = (club = 'cd-demo') => `/api/clubs/${clubs[club]}/teams`;
const create = (payload: unknown, user = 'manager') => call(user, { method: 'POST', url: teamsUrl(), payload: payload as object });
const valid = { name: 'Test Infantil B', sport: 'football', category: 'Under-14', gender: 'mixed' };

describe('POST /api/clubs/{clubHash}/teams', () => {
  it('answers the exact spec message with every missing field listed', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ errorCode: 'VALIDATION_FAILED', message: 'Please fill required fields', detail: TEAM_REQUIRED_FIELDS_MESSAGE });
    expect(body.detail).toBe(
      'Not all required fields are filled, please check that Name, Sport, Category and Gender are properly set',
    );
    expect(body.invalidParamsList.invalidParams.map((p: { field: string }) => p.field)).toEqual(['name', 'sport', 'category', 'gender']);
  });

  it('names only the bad field, still with the spec detail, and refuses a body-less request', async () => {
    const response = await create({ ...valid, gender: 'female', name: '   ' });
    expect(response.json().detail).toBe(TEAM_REQUIRED_FIELDS_MESSAGE);
    expect(response.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field)).toEqual(['name', 'gender']);
    const empty = await call('manager', { method: 'POST', url: teamsUrl(), headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(TEAM_REQUIRED_FIELDS_MESSAGE);
  });

  it('creates a team in the club season and refuses the same name again (accents and case aside)', async () => {
    const response = await create(valid);
    expect(response.statusCode).toBe(201);
    expect(TeamDetailSchema.parse(response.json())).toMatchObject({ ...valid, season: '2025-2026', rosterCount: 0, roster: [] });
    const again = await create({ ...valid, name: 'TEST ínfantil b' });
    expect(again.statusCode).toBe(400);
    expect(again.json().invalidParamsList.invalidParams).toEqual([{ field: 'name', errors: [TEAM_NAME_TAKEN] }]);
    expect((await create({ ...valid, season: '2026-2027' })).statusCode).toBe(201);
  });
});

describe('GET /api/clubs/{clubHash}/teams', () => {
  const list = async (query: string) => TeamCollectionSchema.parse((await call('manager', { url: `${teamsUrl()}?${query}` })).json());

  it('lists the seeded teams with roster counts, filters and accent-insensitive search', async () => {
    const all = await list('itemsPerPage=100');
    const seeded = DEMO_TEAMS['cd-demo']!.map((team) => team.name);
    expect(all['hydra:member'].map((team) => team.name)).toEqual(expect.arrayContaining(seeded));
    // Every team's count in the list is its own roster's size, as its details say.
    for (const team of all['hydra:member'].slice(0, 4)) {
      const detail = TeamDetailSchema.parse((await call('manager', { url: `${teamsUrl()}/${team.hash}` })).json());
      expect(team.rosterCount, team.name).toBe(detail.roster.length);
      expect(team.playerCount, team.name).toBe(detail.roster.filter((line) => line.role === 'player').length);
    }
    expect(all['hydra:member'].find((team) => team.name === 'Sénior Masculino A')!.rosterCount).toBeGreaterThan(1);
    const basketball = await list('sport[]=basketball');
    expect(basketball['hydra:member'].map((team) => team.name).sort()).toEqual(['Baloncesto Femenino Júnior', 'Benjamín Baloncesto']);
    const mixedOrWomen = await list('sport[]=basketball&gender[]=women&category[]=Youth&category[]=Senior');
    expect(mixedOrWomen['hydra:member'].map((team) => team.name)).toEqual(['Baloncesto Femenino Júnior']);
    expect((await list('search=SENIOR'))['hydra:member'].map((team) => team.name).sort()).toEqual(['Sénior Femenino', 'Sénior Masculino A']);
    const paged = await list('itemsPerPage=5&page=2');
    expect(paged['hydra:member']).toHaveLength(5);
    expect(paged['hydra:totalItems']).toBe(all['hydra:totalItems']);
  });

  it('refuses unknown filter values field by field', async () => {
    const response = await call('manager', { url: `${teamsUrl()}?sport[]=quidditch&gender[]=men` });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field)).toEqual(['sport[].0']);
  });

  it('is for managers of the club only', async () => {
    expect((await call('member', { url: teamsUrl() })).statusCode).toBe(403);
    expect((await call('manager2', { url: teamsUrl() })).statusCode).toBe(403);
    expect((await call('admin', { url: teamsUrl() })).statusCode).toBe(200);
  });
});

describe('team detail, edit and roster', () => {
  let teamUrl = '';
  beforeAll(async () => {
    const response = await create({ name: 'Roster Test', sport: 'handball', category: 'Senior', gender: 'women' });
    teamUrl = `${teamsUrl()}/${response.json().hash}`;
  });

  it('edits with merge-patch and will not clear a required field', async () => {
    const patched = await call('manager', {
      method: 'PATCH',
      url: teamUrl,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ category: 'Youth' }),
    });
    expect(TeamDetailSchema.parse(patched.json())).toMatchObject({ name: 'Roster Test', category: 'Youth', gender: 'women' });
    const cleared = await call('manager', { method: 'PATCH', url: teamUrl, payload: { name: '' } });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toMatchObject({ detail: TEAM_REQUIRED_FIELDS_MESSAGE });
  });

  it("replaces the roster with the club's people, staff first", async () => {
    const demo = people['cd-demo']!;
    const payload = {
      members: [
        { person: demo['Leo Martín'], role: 'player', number: 9 },
        { person: demo['Pau Soler'], role: 'coach' },
      ],
    };
    const response = await call('manager', { method: 'PUT', url: `${teamUrl}/roster`, payload });
    expect(response.statusCode).toBe(200);
    const team = TeamDetailSchema.parse(response.json());
    expect(team.roster.map((r) => [r.name, r.role, r.number])).toEqual([
      ['Pau', 'coach', null],
      ['Leo', 'player', 9],
    ]);
    expect(team.rosterCount).toBe(2);
  });

  it("refuses another club's person in the roster, field by field, and writes nothing", async () => {
    const foreign = people['ca-exemple']!['Jordi Puig']!;
    const payload = { members: [{ person: people['cd-demo']!['Leo Martín'], role: 'player' }, { person: foreign, role: 'player' }] };
    const response = await call('manager', { method: 'PUT', url: `${teamUrl}/roster`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParamsList.invalidParams).toEqual([{ field: 'members.1.person', errors: [TEAM_PERSON_NOT_IN_CLUB] }]);
    const added = await call('manager', { method: 'POST', url: `${teamUrl}/members/${foreign}`, payload: { role: 'player' } });
    expect(added.statusCode).toBe(404);
    const team = TeamDetailSchema.parse((await call('manager', { url: teamUrl })).json());
    expect(team.roster.map((r) => r.name).sort()).toEqual(['Leo', 'Pau']);
  });

  it('adds, changes and removes one person', async () => {
    const marta = people['cd-demo']!['Marta García']!;
    const added = await call('manager', { method: 'POST', url: `${teamUrl}/members/${marta}`, payload: { role: 'delegate' } });
    expect(TeamDetailSchema.parse(added.json()).roster.map((r) => r.role)).toEqual(['coach', 'delegate', 'player']);
    const changed = await call('manager', { method: 'POST', url: `${teamUrl}/members/${marta}`, payload: { role: 'assistant' } });
    expect(TeamDetailSchema.parse(changed.json()).roster.find((r) => r.hash === marta)?.role).toBe('assistant');
    const bad = await call('manager', { method: 'POST', url: `${teamUrl}/members/${marta}`, payload: { role: 'captain' } });
    expect(bad.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field)).toEqual(['role']);
    expect((await call('manager', { method: 'DELETE', url: `${teamUrl}/members/${marta}` })).statusCode).toBe(200);
    expect((await call('manager', { method: 'DELETE', url: `${teamUrl}/members/${marta}` })).statusCode).toBe(404);
  });

  it("hides another club's team behind this club's hash, then deletes the team", async () => {
    const foreignTeams = await call('manager2', { url: teamsUrl('ca-exemple') });
    const foreignHash = TeamCollectionSchema.parse(foreignTeams.json())['hydra:member'][0]!.hash;
    expect((await call('manager', { url: `${teamsUrl()}/${foreignHash}` })).statusCode).toBe(404);
    expect((await call('member', { method: 'DELETE', url: teamUrl })).statusCode).toBe(403);
    expect((await call('manager', { method: 'DELETE', url: teamUrl })).statusCode).toBe(204);
    expect((await call('manager', { url: teamUrl })).statusCode).toBe(404);
  });
});
