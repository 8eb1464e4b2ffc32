import {
  CreatedProfileSchema,
  FIELD_ERRORS,
  InvitationCollectionSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  UserProfileResponseSchema,
} from '@tribuna/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema';
import {
  addProfile,
  createAdmin,
  createClub,
  createUser,
  FACTORY_PASSWORD,
  type ClubFixture,
  type UserFixture,
} from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const hashes: Record<string, string> = {};
/** Club A (manager; member and guardian) and club B (manager2; the manager is a member there). */
let clubA: ClubFixture;
let clubB: ClubFixture;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', APP_URL: 'https://club.example' }, { seed: false });
  clubA = await createClub(t);
  clubB = await createClub(t);
  hashes.a = clubA.hash;
  hashes.b = clubB.hash;
  const account = (name: string): Promise<UserFixture> =>
    name === 'admin' ? createAdmin(t, { username: 'admin@example.test' }) : createUser(t, { username: `${name}@example.test` });
  const users: Record<string, UserFixture> = {};
  for (const name of ['manager', 'member', 'guardian', 'manager2', 'admin', 'applicant']) users[name] = await account(name);
  await addProfile(t, clubA, users.manager!, 'manager');
  await addProfile(t, clubB, users.manager!, 'member');
  await addProfile(t, clubA, users.member!, 'member');
  await addProfile(t, clubA, users.guardian!, 'guardian');
  await addProfile(t, clubB, users.manager2!, 'manager');
  for (const [name, user] of Object.entries(users)) tokens[name] = (await t.login(user.username, FACTORY_PASSWORD)).token;
});
afterAll(() => t.close());

const invite = async (club: string, user: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/clubs/${hashes[club]}/invitations`, headers: bearer(tokens[user]!), payload });
const create = async (club: string, payload: object, user = club === 'a' ? 'manager' : 'manager2') => {
  const response = await invite(club, user, payload);
  expect(response.statusCode, response.body).toBe(201);
  const invitation = InvitationSchema.parse(response.json());
  return { invitation, token: new URLSearchParams(invitation.url.split('?')[1]).get('invitation')! };
};
const person = { name: 'Pau', surname: 'Soler', email: 'member@example.test', dni: '12345678Z' };
const join = (user: string, type: string, invitation: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/profiles/${type}`,
    headers: bearer(tokens[user]!),
    payload: { user: { username: `${user}@example.test` }, ...person, invitation, ...extra },
  });
const preview = (token: string) => t.app.inject({ url: `/api/invitations/${encodeURIComponent(token)}` });
const expectInvalid = (response: { statusCode: number; json(): unknown }, status = 404) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ errorCode: 'INVITATION_INVALID', message: 'This invitation link is not valid or has expired' });
};

describe('invitation links (managers)', () => {
  it('creates a link with a long random token stored only hashed and sealed', async () => {
    const { invitation, token } = await create('b', { role: 'member', expiresAt: inDays(7), maxUses: 5 });
    expect(invitation).toMatchObject({ role: 'member', maxUses: 5, uses: 0, revoked: false });
    expect(invitation.url).toBe(`https://club.example/clubs/onboarding?invitation=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.publicId, invitation.hash));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('lists the links with their URL again, newest first, for managers and admins only', async () => {
    const { token } = await create('b', { role: 'guardian', expiresAt: inDays(1) });
    const response = await t.app.inject({ url: `/api/clubs/${hashes.b}/invitations`, headers: bearer(tokens.admin!) });
    const list = InvitationCollectionSchema.parse(response.json());
    expect(list['hydra:totalItems']).toBe(2);
    expect(list['hydra:member'][0]).toMatchObject({ role: 'guardian', url: `https://club.example/clubs/onboarding?invitation=${token}` });
    for (const user of ['member', 'manager']) {
      const other = await t.app.inject({ url: `/api/clubs/${hashes.b}/invitations`, headers: bearer(tokens[user]!) });
      expect(other.statusCode).toBe(403);
    }
  });

  it('checks the body field by field', async () => {
    const response = await invite('a', 'manager', { role: 'manager', expiresAt: 'tomorrow', maxUses: 0 });
    expect(response.statusCode).toBe(400);
    const fields = response.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field);
    expect(fields.sort()).toEqual(['expiresAt', 'maxUses', 'role']);
    const past = await invite('a', 'manager', { role: 'member', expiresAt: inDays(-1) });
    expect(past.json().invalidParamsList.invalidParams).toEqual([
      { field: 'expiresAt', errors: [FIELD_ERRORS.expiryInPast], codes: ['expiryInPast'] },
    ]);
  });

  it('revokes a link; the preview then fails like an unknown one', async () => {
    const { invitation, token } = await create('a', { role: 'player', expiresAt: inDays(3) });
    const shown = InvitationPreviewSchema.parse((await preview(token)).json());
    expect(shown).toMatchObject({ role: 'player', club: { name: clubA.name, shortname: clubA.shortname } });
    const url = `/api/clubs/${hashes.a}/invitations/${invitation.hash}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(tokens.manager2!) })).statusCode).toBe(403);
    const revoked = await t.app.inject({ method: 'DELETE', url, headers: bearer(tokens.manager!) });
    expect(revoked.json()).toMatchObject({ revoked: true });
    expectInvalid(await preview(token));
    // Another club's manager cannot reach it through their own club either.
    const foreign = `/api/clubs/${hashes.b}/invitations/${invitation.hash}`;
    expect((await t.app.inject({ method: 'DELETE', url: foreign, headers: bearer(tokens.manager2!) })).statusCode).toBe(404);
  });

  it('gives the same answer for unknown, malformed and expired links', async () => {
    expectInvalid(await preview('x'.repeat(43)));
    expectInvalid(await preview('not a token!'));
    const { invitation, token } = await create('a', { role: 'member', expiresAt: inDays(1) });
    await t.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.publicId, invitation.hash));
    expectInvalid(await preview(token));
  });
});

describe('POST /api/profiles/{profileType}', () => {
  it('joins the club with the invitation role and counts a use', async () => {
    const { invitation, token } = await create('b', { role: 'member', expiresAt: inDays(2), maxUses: 3 });
    const response = await join('member', 'member', token, { club: hashes.b });
    expect(response.statusCode, response.body).toBe(201);
    expect(CreatedProfileSchema.parse(response.json())).toMatchObject({
      role: 'member',
      club: { hash: hashes.b, name: clubB.name },
    });
    const profile = UserProfileResponseSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(tokens.member!) })).json());
    expect(profile.clubs.map((c) => c.shortname).sort()).toEqual([clubA.shortname, clubB.shortname].sort());
    const [row] = await t.db.select().from(invitations).where(eq(invitations.publicId, invitation.hash));
    expect(row?.uses).toBe(1);

    // A second profile of the same type: the spec's exact text, and no use spent.
    const again = await join('member', 'member', token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'PROFILE_EXISTS', message: 'User already has a profile of this type' });
    const [after] = await t.db.select().from(invitations).where(eq(invitations.publicId, invitation.hash));
    expect(after?.uses).toBe(1);
  });

  it('makes the joiner a door controller when the link says so (issue 24), and only then', async () => {
    tokens.volunteer = (await t.login((await createUser(t, { username: 'volunteer@example.test' })).username, FACTORY_PASSWORD)).token;
    const controllerLink = await create('a', { role: 'member', expiresAt: inDays(2), accessController: true });
    expect(controllerLink.invitation.accessController).toBe(true);
    const plainLink = await create('a', { role: 'player', expiresAt: inDays(2) });
    expect(plainLink.invitation.accessController).toBe(false);
    expect((await join('volunteer', 'member', controllerLink.token)).statusCode).toBe(201);
    expect((await join('volunteer', 'player', plainLink.token)).statusCode).toBe(201);
    const profile = UserProfileResponseSchema.parse(
      (await t.app.inject({ url: '/api/profile', headers: bearer(tokens.volunteer!) })).json(),
    );
    const inA = Object.values(profile.clubs.find((c) => c.hash === hashes.a)!.profiles);
    expect(inA.map((p) => [p.role, p.accessController]).sort()).toEqual([
      ['member', true],
      ['player', false],
    ]);
  });

  it('needs the invitation of that role and club, for the signed-in person', async () => {
    const { token } = await create('b', { role: 'guardian', expiresAt: inDays(2) });
    expectInvalid(await join('guardian', 'player', token), 400);
    expectInvalid(await join('guardian', 'manager', token), 400);
    expectInvalid(await join('guardian', 'guardian', 'nope'), 400);
    const invalid = await join('guardian', 'player', token);
    expect(invalid.json().invalidParamsList.invalidParams).toEqual([
      { field: 'invitation', errors: ['This invitation link is not valid or has expired'], codes: ['invitationInvalid'] },
    ]);
    const otherClub = await join('guardian', 'guardian', token, { club: hashes.a });
    expect(otherClub.json().invalidParamsList.invalidParams[0].field).toBe('club');
    const someoneElse = await join('guardian', 'guardian', token, { user: { username: 'member@example.test' } });
    expect(someoneElse.statusCode).toBe(403);
    expect((await join('guardian', 'guardian', token)).statusCode).toBe(201);
  });

  it('reports every bad field as invalidParams', async () => {
    const { token } = await create('b', { role: 'player', expiresAt: inDays(2) });
    const response = await join('applicant', 'player', token, { name: ' ', email: 'nope', dni: '12345678A' });
    expect(response.statusCode).toBe(400);
    const params = response.json().invalidParamsList.invalidParams as { field: string; errors: string[]; codes: string[] }[];
    expect(Object.fromEntries(params.map((p) => [p.field, p.errors]))).toEqual({
      name: [FIELD_ERRORS.required],
      email: ['This value is not a valid email address.'],
      dni: ['The identification is not a valid Spanish NIF or NIE'],
    });
    expect(Object.fromEntries(params.map((p) => [p.field, p.codes]))).toEqual({
      name: ['required'],
      email: ['email'],
      dni: ['identification'],
    });
  });

  it('never over-uses a link: two joins at once on a single-use link', async () => {
    const { invitation, token } = await create('b', { role: 'player', expiresAt: inDays(2), maxUses: 1 });
    const results = await Promise.all([join('member', 'player', token), join('applicant', 'player', token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.publicId, invitation.hash));
    expect(row?.uses).toBe(1);
    expectInvalid(await preview(token));
  });

  it('takes the numeric profile type with an invitation, and the profile is active at once', async () => {
    const { token } = await create('a', { role: 'player', expiresAt: inDays(2) });
    // 3 is player (PROFILE_TYPE_CODES); 0 (member) does not match a player link.
    expectInvalid(await join('applicant', '0', token), 400);
    const response = await join('applicant', '3', token, { dni: '87654321X' });
    expect(response.statusCode, response.body).toBe(201);
    const created = CreatedProfileSchema.parse(response.json());
    expect(created).toMatchObject({ role: 'player', type: 3, preEnrollment: false, club: { hash: hashes.a } });
    const profile = UserProfileResponseSchema.parse(
      (await t.app.inject({ url: '/api/profile', headers: bearer(tokens.applicant!) })).json(),
    );
    const entry = profile.clubs.find((c) => c.hash === hashes.a);
    expect(entry?.profiles[created.hash]?.preEnrollment).toBe(false);
    expect(entry?.roles).toEqual(['ROLE_PLAYER']);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/profiles/member', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
