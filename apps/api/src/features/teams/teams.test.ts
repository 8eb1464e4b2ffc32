import { FIELD_ERRORS, TEAM_REQUIRED_FIELDS_MESSAGE, TeamCollectionSchema, TeamDetailSchema } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createClub,
  createManager,
  createMember,
  createPerson,
  createTeam,
  injectAs,
  signIn,
  type ClubFixture,
  type PersonFixture,
  type Session,
  type TeamOverrides,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** This file's league: sports, categories and genders enough for every filter below. */
const LEAGUE: Required<Pick<TeamOverrides, 'name' | 'sport' | 'category' | 'gender'>>[] = [
  { name: 'Sénior Masculino', sport: 'football', category: 'Senior', gender: 'men' },
  { name: 'Sénior Femenino', sport: 'football', category: 'Senior', gender: 'women' },
  { name: 'Juvenil Fútbol', sport: 'football', category: 'Youth', gender: 'men' },
  { name: 'Cadete Mixto', sport: 'football', category: 'Under-16', gender: 'mixed' },
  { name: 'Infantil Sala', sport: 'futsal', category: 'Under-14', gender: 'mixed' },
  { name: 'Alevín Fútbol', sport: 'football', category: 'Under-12', gender: 'mixed' },
  { name: 'Benjamín Baloncesto', sport: 'basketball', category: 'Under-10', gender: 'mixed' },
  { name: 'Baloncesto Femenino Júnior', sport: 'basketball', category: 'Youth', gender: 'women' },
  { name: 'Prebenjamín Fútbol', sport: 'football', category: 'Under-8', gender: 'mixed' },
  { name: 'Escuela Multideporte', sport: 'multisport', category: 'Under-6', gender: 'mixed' },
  { name: 'Pádel Veteranos', sport: 'padel', category: 'Senior', gender: 'men' },
  { name: 'Natación Infantil', sport: 'swimming', category: 'Under-14', gender: 'mixed' },
];

let t: TestApp;
let club: ClubFixture;
let otherClub: ClubFixture;
const sessions: Record<string, Session> = {};
/** People of the club (and one of the other club), by first name. */
const people: Record<string, PersonFixture> = {};

const call = (user: string, options: InjectOptions) => injectAs(t, sessions[user], options);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  [club, otherClub] = [await createClub(t), await createClub(t)];
  sessions.manager = await signIn(t, (await createManager(t, club)).user);
  sessions.otherManager = await signIn(t, (await createManager(t, otherClub)).user);
  sessions.member = await signIn(t, (await createMember(t, club)).user);
  sessions.admin = await signIn(t, await createAdmin(t));
  people.Leo = await createPerson(t, club, { name: 'Leo', category: 'Under-12' });
  people.Pau = await createPerson(t, club, { role: 'member', name: 'Pau' });
  people.Marta = await createPerson(t, club, { role: 'manager', name: 'Marta' });
  people.Jordi = await createPerson(t, otherClub, { role: 'manager', name: 'Jordi' });
  // Rosters of different sizes and roles, so each count below has something to agree with.
  const players = [];
  for (let n = 0; n < 4; n += 1) players.push(await createPerson(t, club, { category: 'Senior' }));
  for (const [index, team] of LEAGUE.entries()) {
    const roster = players.slice(0, index % 5).map((person) => ({ person, number: index }));
    await createTeam(t, club, { ...team, roster: index % 2 ? [...roster, { person: people.Pau!, role: 'coach' as const }] : roster });
  }
  await createTeam(t, otherClub);
});
afterAll(() => t.close());

const teamsUrl = (of: ClubFixture = club) => `/api/clubs/${of.hash}/teams`;
const create = (payload: unknown, user = 'manager') => call(user, { method: 'POST', url: teamsUrl(), payload: payload as object });
const valid = { name: 'Test Infantil B', sport: 'football', category: 'Under-14', gender: 'mixed' };

describe('POST /api/clubs/{clubHash}/teams', () => {
  it('answers the exact spec message with every missing field listed', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: 'Please fill required fields',
      detail: TEAM_REQUIRED_FIELDS_MESSAGE,
    });
    expect(body.detail).toBe('Not all required fields are filled, please check that Name, Sport, Category and Gender are properly set');
    expect(body.invalidParamsList.invalidParams.map((p: { field: string }) => p.field)).toEqual(['name', 'sport', 'category', 'gender']);
    expect(body.invalidParamsList.invalidParams.map((p: { codes: string[] }) => p.codes)).toEqual([
      ['required'],
      ['invalidChoice'],
      ['invalidChoice'],
      ['invalidChoice'],
    ]);
    expect(body.invalidParamsList.invalidParams[0]).toEqual({ field: 'name', errors: [FIELD_ERRORS.required], codes: ['required'] });
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
    expect(TeamDetailSchema.parse(response.json())).toMatchObject({ ...valid, season: club.seasonId, rosterCount: 0, roster: [] });
    const again = await create({ ...valid, name: 'TEST ínfantil b' });
    expect(again.statusCode).toBe(400);
    expect(again.json().invalidParamsList.invalidParams).toEqual([
      { field: 'name', errors: [FIELD_ERRORS.teamNameTaken], codes: ['teamNameTaken'] },
    ]);
    expect((await create({ ...valid, season: '2026-2027' })).statusCode).toBe(201);
  });
});

describe('GET /api/clubs/{clubHash}/teams', () => {
  const list = async (query: string) => TeamCollectionSchema.parse((await call('manager', { url: `${teamsUrl()}?${query}` })).json());

  it("lists the club's teams with roster counts, filters and accent-insensitive search", async () => {
    const all = await list('itemsPerPage=100');
    const league = LEAGUE.map((team) => team.name);
    expect(all['hydra:member'].map((team) => team.name)).toEqual(expect.arrayContaining(league));
    // Every team's count in the list is its own roster's size, as its details say.
    for (const team of all['hydra:member'].slice(0, 4)) {
      const detail = TeamDetailSchema.parse((await call('manager', { url: `${teamsUrl()}/${team.hash}` })).json());
      expect(team.rosterCount, team.name).toBe(detail.roster.length);
      expect(team.playerCount, team.name).toBe(detail.roster.filter((line) => line.role === 'player').length);
    }
    expect(all['hydra:member'].find((team) => team.name === 'Baloncesto Femenino Júnior')!.rosterCount).toBeGreaterThan(1);
    const basketball = await list('sport[]=basketball');
    expect(basketball['hydra:member'].map((team) => team.name).sort()).toEqual(['Baloncesto Femenino Júnior', 'Benjamín Baloncesto']);
    const mixedOrWomen = await list('sport[]=basketball&gender[]=women&category[]=Youth&category[]=Senior');
    expect(mixedOrWomen['hydra:member'].map((team) => team.name)).toEqual(['Baloncesto Femenino Júnior']);
    expect((await list('search=SENIOR'))['hydra:member'].map((team) => team.name).sort()).toEqual(['Sénior Femenino', 'Sénior Masculino']);
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
    expect((await call('otherManager', { url: teamsUrl() })).statusCode).toBe(403);
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
    const payload = {
      members: [
        { person: people.Leo!.hash, role: 'player', number: 9 },
        { person: people.Pau!.hash, role: 'coach' },
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
    const foreign = people.Jordi!.hash;
    const payload = {
      members: [
        { person: people.Leo!.hash, role: 'player' },
        { person: foreign, role: 'player' },
      ],
    };
    const response = await call('manager', { method: 'PUT', url: `${teamUrl}/roster`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParamsList.invalidParams).toEqual([
      { field: 'members.1.person', errors: [FIELD_ERRORS.teamPersonNotInClub], codes: ['teamPersonNotInClub'] },
    ]);
    const added = await call('manager', { method: 'POST', url: `${teamUrl}/members/${foreign}`, payload: { role: 'player' } });
    expect(added.statusCode).toBe(404);
    const team = TeamDetailSchema.parse((await call('manager', { url: teamUrl })).json());
    expect(team.roster.map((r) => r.name).sort()).toEqual(['Leo', 'Pau']);
  });

  it('adds, changes and removes one person', async () => {
    const marta = people.Marta!.hash;
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
    const foreignTeams = await call('otherManager', { url: teamsUrl(otherClub) });
    const foreignHash = TeamCollectionSchema.parse(foreignTeams.json())['hydra:member'][0]!.hash;
    expect((await call('manager', { url: `${teamsUrl()}/${foreignHash}` })).statusCode).toBe(404);
    expect((await call('member', { method: 'DELETE', url: teamUrl })).statusCode).toBe(403);
    expect((await call('manager', { method: 'DELETE', url: teamUrl })).statusCode).toBe(204);
    expect((await call('manager', { url: teamUrl })).statusCode).toBe(404);
  });
});
