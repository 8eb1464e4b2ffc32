import { FIELD_ERRORS, PeopleGroupByClubResponseSchema, PersonCollectionSchema, PersonDetailSchema } from '@tribuna/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProfile,
  createAdmin,
  createClub,
  createGuardianWithChild,
  createManager,
  createMember,
  createTeam,
  signIn,
  type ClubFixture,
  type UserFixture,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let club: ClubFixture;
let otherClub: ClubFixture;
let manager: Record<string, string>;
let clubHash: string;
let otherClubHash: string;
const users = {} as Record<'guardian' | 'member' | 'otherManager' | 'admin', UserFixture>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  otherClub = await createClub(t);
  clubHash = club.hash;
  otherClubHash = otherClub.hash;
  // Marta manages the club and is a plain member of the other one.
  const marta = await createManager(t, club, { name: 'Marta', lastname: 'García' });
  await addProfile(t, otherClub, marta.user, 'member');
  manager = (await signIn(t, marta.user)).headers;
  // Laura is the guardian of Leo, a child athlete without an account.
  users.guardian = (
    await createGuardianWithChild(t, club, { user: { name: 'Laura', lastname: 'Martín' }, child: { name: 'Leo', surname: 'Martín' } })
  ).user;
  users.member = (await createMember(t, club)).user;
  users.otherManager = (await createManager(t, otherClub)).user;
  users.admin = await createAdmin(t);
});
afterAll(() => t.close());

const create = (payload: object, club = clubHash, headers = manager) =>
  t.app.inject({ method: 'POST', url: `/api/clubs/${club}/people`, headers, payload });
const list = (query: string, club = clubHash) => t.app.inject({ url: `/api/clubs/${club}/people?${query}`, headers: manager });
const patch = (hash: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/clubs/${clubHash}/people/${hash}`,
    headers: { ...manager, 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify(payload),
  });

describe('people: create, read, edit', () => {
  it('creates a person with a normalised dni, a qr identifier and the next membership number', async () => {
    const a = await create({
      type: 'player',
      name: 'Àlex',
      surname: 'Núñez Peña',
      dni: '12345678-z',
      birthDate: '2014-03-02',
      gender: 'male',
      category: 'Under-12',
      terms: { version: 2 },
    });
    expect(a.statusCode, a.body).toBe(201);
    const person = PersonDetailSchema.parse(a.json());
    expect(person).toMatchObject({ role: 'player', type: 3, dni: '12345678Z', roles: ['ROLE_PLAYER'], hasAccount: false, teams: [] });
    expect(person.terms).toMatchObject({ version: 2, custom: false });
    expect(person.terms.acceptedAt).not.toBeNull();
    expect(person.qrIdentifier).toMatch(/^[0-9a-f]{32}$/);
    const b = PersonDetailSchema.parse((await create({ type: 'member', name: 'Berta', surname: 'Roig' })).json());
    expect(b.membershipNumber).toBe(person.membershipNumber! + 1);
    expect(b.qrIdentifier).not.toBe(person.qrIdentifier);
  });

  it('refuses bad input field by field, and the same dni twice for one type', async () => {
    const bad = await create({ type: 'player', name: '', surname: 'X', dni: '12345678A', email: 'nope', category: 'Under-99' });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .invalidParamsList.invalidParams.map((p: { field: string }) => p.field)
      .sort();
    expect(fields).toEqual(['category', 'dni', 'email', 'name']);
    const codes = Object.fromEntries(
      bad.json().invalidParamsList.invalidParams.map((p: { field: string; codes: string[] }) => [p.field, p.codes]),
    );
    expect(codes).toEqual({ category: ['invalidChoice'], dni: ['identification'], email: ['email'], name: ['required'] });
    await create({ type: 'member', name: 'Dup', surname: 'One', dni: 'X1234567L' });
    const again = await create({ type: 'member', name: 'Dup', surname: 'Two', dni: 'x-1234567-l' });
    expect(again.statusCode).toBe(400);
    expect(again.json().invalidParamsList.invalidParams).toEqual([
      { field: 'dni', errors: [FIELD_ERRORS.duplicateDni], codes: ['duplicateDni'] },
    ]);
  });

  it('edits with merge-patch, disables and enables, and writes audit rows', async () => {
    const created = PersonDetailSchema.parse(
      (await create({ type: 'member', name: 'Carla', surname: 'Vidal', phone: '+34 600 000 001' })).json(),
    );
    const edited = await patch(created.id, { surname: 'Vidal Ros', phone: null });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ surname: 'Vidal Ros', phone: null, name: 'Carla' });
    expect((await patch(created.id, { enabled: false })).json().enabled).toBe(false);
    expect((await patch(created.id, { enabled: true })).json().enabled).toBe(true);
    const audit = (await t.db.execute(sql`select action from audit_log where target = ${created.id} order by id`)) as unknown as {
      rows: { action: string }[];
    };
    expect(audit.rows.map((r) => r.action)).toEqual(['person.created', 'person.updated', 'person.disabled', 'person.enabled']);
  });

  it('does not let a manager disable their own profile', async () => {
    const mine = PersonCollectionSchema.parse((await list('role=manager&search=marta')).json())['hydra:member'][0]!;
    const response = await patch(mine.id, { enabled: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParamsList.invalidParams[0].field).toBe('enabled');
  });

  it('does not let a manager switch off their own panel access (manager rights need it)', async () => {
    const mine = PersonCollectionSchema.parse((await list('role=manager&search=marta')).json())['hydra:member'][0]!;
    const response = await patch(mine.id, { panelAccess: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParamsList.invalidParams[0].field).toBe('panelAccess');
    // Still a manager: the list is still hers to read.
    expect((await list('role=manager&search=marta')).statusCode).toBe(200);
  });

  it('reads a person with profiles and family; another club answers 404 for it', async () => {
    const leo = PersonCollectionSchema.parse((await list('role=player&search=leo martin')).json())['hydra:member'][0]!;
    const detail = PersonDetailSchema.parse(
      (await t.app.inject({ url: `/api/clubs/${clubHash}/people/${leo.id}`, headers: manager })).json(),
    );
    expect(detail.guardians.map((g) => g.name)).toContain('Laura');
    expect(detail.profiles.map((p) => p.id)).toEqual([leo.id]);
    const laura = detail.guardians.find((g) => g.name === 'Laura')!;
    const guardian = PersonDetailSchema.parse(
      (await t.app.inject({ url: `/api/clubs/${clubHash}/people/${laura.id}`, headers: manager })).json(),
    );
    expect(guardian.children.map((c) => c.id)).toContain(leo.id);
    const foreign = await t.app.inject({
      url: `/api/clubs/${otherClubHash}/people/${leo.id}`,
      headers: (await signIn(t, users.otherManager)).headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lists the teams whose roster has the person', async () => {
    const created = PersonDetailSchema.parse((await create({ type: 'player', name: 'Roster', surname: 'Player' })).json());
    const team = await createTeam(t, club, { name: 'Alevín Roster' });
    await t.db.execute(sql`insert into team_members (team_id, profile_id, role)
      select ${team.id}, p.id, 'player' from profiles p where p.public_id = ${created.id}`);
    const detail = PersonDetailSchema.parse(
      (await t.app.inject({ url: `/api/clubs/${clubHash}/people/${created.id}`, headers: manager })).json(),
    );
    expect(detail.teams).toEqual([expect.objectContaining({ name: 'Alevín Roster', role: 'player' })]);
  });

  it('does not let a member create or list people', async () => {
    const member = (await signIn(t, users.member)).headers;
    expect((await create({ type: 'member', name: 'A', surname: 'B' }, clubHash, member)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/clubs/${clubHash}/people`, headers: member })).statusCode).toBe(403);
  });
});

describe('GET /api/people-group-by-club', () => {
  it("answers the caller's profiles by club in the legacy shape", async () => {
    const response = await t.app.inject({ url: '/api/people-group-by-club', headers: manager });
    expect(response.statusCode).toBe(200);
    const groups = PeopleGroupByClubResponseSchema.parse(response.json());
    expect(groups.map((g) => g.club.shortname).sort()).toEqual([club.shortname, otherClub.shortname].sort());
    const ownGroup = groups.find((g) => g.club.shortname === club.shortname)!;
    expect(Object.keys(ownGroup.club).sort()).toEqual(['companyName', 'enabledFeatures', 'id', 'image', 'name', 'privacy', 'shortname']);
    expect(ownGroup.club.enabledFeatures).toContainEqual({ code: 'records_from_children' });
    expect(ownGroup.persons[0]).toMatchObject({ name: 'Marta', type: 1, roles: ['ROLE_MANAGER'], applicant: false, subsidies: [] });
    expect(Object.keys(ownGroup.persons[0]!).sort()).toEqual(
      [
        'appliedClub',
        'applicant',
        'dni',
        'email',
        'enabled',
        'id',
        'name',
        'panelAccess',
        'phone',
        'qrIdentifier',
        'roles',
        'subsidies',
        'surname',
        'terms',
        'type',
      ].sort(),
    );
  });

  it("lists a guardian's children among the club's persons, each with its own qrIdentifier", async () => {
    const guardian = (await signIn(t, users.guardian)).headers;
    const read = async () =>
      PeopleGroupByClubResponseSchema.parse((await t.app.inject({ url: '/api/people-group-by-club', headers: guardian })).json());
    const ownGroup = (await read()).find((g) => g.club.shortname === club.shortname)!;
    const laura = ownGroup.persons.find((p) => p.name === 'Laura')!;
    const leo = ownGroup.persons.find((p) => p.name === 'Leo' && p.surname.startsWith('Martín'))!;
    expect(laura).toMatchObject({ type: 2, roles: ['ROLE_GUARDIAN'] });
    expect(leo).toMatchObject({ type: 3, roles: ['ROLE_PLAYER'], enabled: true, applicant: false, appliedClub: null, subsidies: [] });
    expect(leo.qrIdentifier).toMatch(/^[0-9a-f]{32}$/);
    expect(leo.qrIdentifier).not.toBe(laura.qrIdentifier);
    expect(Object.keys(leo).sort()).toEqual(Object.keys(laura).sort());
    expect(new Set(ownGroup.persons.map((p) => p.id)).size).toBe(ownGroup.persons.length);
    // Children's records only where the club has records_from_children (as the families screens).
    await t.db.execute(sql`delete from club_features where code = 'records_from_children' and club_id = ${club.id}`);
    try {
      const without = (await read()).find((g) => g.club.shortname === club.shortname)!;
      expect(without.persons.map((p) => p.name)).toEqual(['Laura']);
    } finally {
      await t.db.execute(sql`insert into club_features (club_id, code) values (${club.id}, 'records_from_children')`);
    }
  });

  it('answers an empty list to someone without profiles and 401 without a token', async () => {
    const admin = (await signIn(t, users.admin)).headers;
    expect((await t.app.inject({ url: '/api/people-group-by-club', headers: admin })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/people-group-by-club' })).statusCode).toBe(401);
  });
});
