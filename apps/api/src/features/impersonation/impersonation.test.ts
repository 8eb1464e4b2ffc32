import {
  ClubCollectionSchema,
  ClubProfileCollectionSchema,
  ImpersonationResponseSchema,
  REFRESH_COOKIE_NAME,
  TokenResponseSchema,
  UserProfileResponseSchema,
} from '@tribuna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clubs, profiles, users } from '../../db/schema';
import {
  addProfile,
  createAccessRequest,
  createAdmin,
  createClub,
  createGuardianWithChild,
  createUser,
  FACTORY_PASSWORD,
  type UserFixture,
} from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { IMPERSONATION_RULES } from './impersonation.policy';
import { errorBodyOf } from '../../test/error-body';

let t: TestApp;
const tokens: Record<string, string> = {};
const refresh: Record<string, string> = {};
const hashes: Record<string, string> = {};
/** Profile hash by "club|Name". */
const profileHash: Record<string, string> = {};
const userIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  // Club A: Marta manages it, Pau is a member, Laura a guardian of Leo (a child without an
  // account). Club B: Jordi manages it and Marta is a member. Nuria asks to manage club A.
  const a = await createClub(t, { name: 'Club Alfa' });
  const b = await createClub(t, { name: 'Club Beta' });
  hashes.a = a.hash;
  hashes.b = b.hash;
  const account = (name: string, first: string, last: string) =>
    createUser(t, { username: `${name}@example.test`, name: first, lastname: last });
  const accounts: Record<string, UserFixture> = {
    manager: await account('manager', 'Marta', 'Ruiz'),
    member: await account('member', 'Pau', 'Soler'),
    manager2: await account('manager2', 'Jordi', 'Puig'),
    admin: await createAdmin(t, { username: 'admin@example.test' }),
  };
  await addProfile(t, a, accounts.manager!, 'manager');
  await addProfile(t, b, accounts.manager!, 'member');
  await addProfile(t, a, accounts.member!, 'member');
  await addProfile(t, b, accounts.manager2!, 'manager');
  accounts.guardian = (
    await createGuardianWithChild(t, a, { user: { username: 'guardian@example.test', name: 'Laura' }, child: { name: 'Leo' } })
  ).user;
  const request = await createAccessRequest(t, a);
  tokens.applicant = request.applicant.token;
  for (const [name, user] of Object.entries(accounts)) {
    const session = await t.login(user.username, FACTORY_PASSWORD);
    tokens[name] = session.token;
    refresh[name] = session.refresh;
  }
  for (const club of ['a', 'b']) {
    const list = await t.app.inject({ url: `/api/clubs/${hashes[club]}/profiles`, headers: bearer(tokens.admin!) });
    for (const p of ClubProfileCollectionSchema.parse(list.json())['hydra:member']) profileHash[`${club}|${p.person.name}`] = p.hash;
  }
  for (const row of await t.db.select({ id: users.id, username: users.username }).from(users)) userIds[row.username] = row.id;
});
afterAll(() => t.close());

const start = (token: string, profile: string) =>
  t.app.inject({ method: 'POST', url: '/api/impersonation', headers: bearer(token), payload: { profileHash: profile } });
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const asImpersonated = async (user: string, profile: string) => {
  const response = await start(tokens[user]!, profileHash[profile]!);
  expect(response.statusCode, response.body).toBe(200);
  return ImpersonationResponseSchema.parse(response.json());
};

describe('GET /api/clubs/{clubHash}/profiles for the impersonation picker', () => {
  it('lets an admin list every profile of any club', () => {
    expect(Object.keys(profileHash).sort()).toEqual(['a|Laura', 'a|Leo', 'a|Marta', 'a|Pau', 'b|Jordi', 'b|Marta']);
  });
});

describe('POST /api/impersonation', () => {
  it('gives an admin a token for the member that names the admin as actor, without a refresh cookie', async () => {
    const response = await start(tokens.admin!, profileHash['a|Pau']!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)).toBeUndefined();
    const body = ImpersonationResponseSchema.parse(response.json());
    expect(body.impersonating).toMatchObject({ name: 'Pau', lastname: 'Soler', club: hashes.a });
    const adminId = UserProfileResponseSchema.parse(
      (await t.app.inject({ url: '/api/profile', headers: bearer(tokens.admin!) })).json(),
    ).id;
    expect(claims(body.token)).toMatchObject({ sub: body.impersonating.userId, act: { sub: adminId } });
    expect(body.refresh_token_expiration).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + body.token_ttl + 1);

    const me = UserProfileResponseSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(body.token) })).json());
    expect(me).toMatchObject({ username: 'member@example.test', admin: false, impersonator: { id: adminId, name: 'Admin' } });
    // The impersonated answer never leaks into the member's own (cached) profile.
    const own = UserProfileResponseSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(tokens.member!) })).json());
    expect(own.impersonator).toBeUndefined();
    // The admin's powers stay behind: the club list is Pau's, not every club.
    const list = ClubCollectionSchema.parse((await t.app.inject({ url: '/api/clubs', headers: bearer(body.token) })).json());
    expect(list['hydra:member'].map((c) => c.name)).toEqual(['Club Alfa']);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'impersonation.started'));
    expect(audit).toMatchObject({ actorUserId: userIds['admin@example.test'], target: body.impersonating.userId });
  });

  it('refuses flagged routes to an impersonation token, in one place', async () => {
    const { token } = await asImpersonated('admin', 'a|Marta');
    const forbidden = { code: 403, errorCode: 'IMPERSONATION_FORBIDDEN', message: 'This action is not allowed while impersonating' };
    const again = await start(token, profileHash['a|Pau']!);
    expect(errorBodyOf(again)).toEqual(forbidden);
    const club = await t.app.inject({ method: 'POST', url: '/api/clubs', headers: bearer(token), payload: {} });
    expect(errorBodyOf(club)).toEqual(forbidden);
    const ask = await t.app.inject({
      method: 'POST',
      url: `/api/clubs/${hashes.b}/request-admin-access`,
      headers: bearer(token),
    });
    expect(errorBodyOf(ask)).toEqual(forbidden);
    const flagged = t.app.registeredRoutes.filter((r) => r.url === '/api/users/change-password');
    for (const route of flagged) {
      const response = await t.app.inject({ method: route.method as 'PATCH', url: route.url, headers: bearer(token), payload: {} });
      expect(errorBodyOf(response)).toEqual(forbidden);
    }
  });

  it('audits what is done while impersonating under the real person', async () => {
    const { token } = await asImpersonated('admin', 'a|Marta');
    const pending = await t.app.inject({
      url: `/api/clubs/${hashes.a}/admin-access-requests?status=pending`,
      headers: bearer(token),
    });
    const request = pending.json()['hydra:member'][0].hash as string;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/clubs/${hashes.a}/admin-access-requests/${request}/decision`,
      headers: bearer(token),
      payload: { decision: 'refuse' },
    });
    expect(decided.statusCode).toBe(200);
    const [decision] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'club.manager_access.refused'));
    expect(decision).toMatchObject({ actorUserId: userIds['manager@example.test'], impersonatedBy: userIds['admin@example.test'] });
    const requests = await t.db.select().from(auditLog).where(eq(auditLog.action, 'impersonation.request'));
    expect(requests.map((r) => r.target)).toContain('POST /api/clubs/:clubHash/admin-access-requests/:requestHash/decision');
    expect(requests.every((r) => r.impersonatedBy === userIds['admin@example.test'])).toBe(true);
  });

  it('lets a manager impersonate people who belong only to clubs they manage', async () => {
    expect((await asImpersonated('manager', 'a|Pau')).impersonating.name).toBe('Pau');
    expect((await asImpersonated('manager', 'a|Laura')).impersonating.name).toBe('Laura');
    // Jordi is a manager (and of another club); Marta manages club A.
    expect((await start(tokens.manager!, profileHash['b|Jordi']!)).statusCode).toBe(403);
    expect((await start(tokens.manager2!, profileHash['b|Marta']!)).statusCode).toBe(403);
    expect((await start(tokens.manager2!, profileHash['a|Pau']!)).statusCode).toBe(403);
    // Once Pau also belongs to club B, Marta would see more than her club through him.
    const [exemple] = await t.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.publicId, hashes.b!));
    await t.db
      .insert(profiles)
      .values({ publicId: 'pauInClubBProfile0001', clubId: exemple!.id, userId: userIds['member@example.test']!, type: 0 });
    expect((await start(tokens.manager!, profileHash['a|Pau']!)).statusCode).toBe(403);
    expect((await start(tokens.admin!, profileHash['a|Pau']!)).statusCode).toBe(200);
    await t.db.delete(profiles).where(and(eq(profiles.publicId, 'pauInClubBProfile0001')));
  });

  it('refuses members, oneself, children without an account and unknown profiles', async () => {
    expect((await start(tokens.member!, profileHash['a|Laura']!)).statusCode).toBe(403);
    expect((await start(tokens.manager!, profileHash['a|Marta']!)).json().invalidParamsList.invalidParams[0].field).toBe('profileHash');
    expect((await start(tokens.admin!, profileHash['a|Leo']!)).statusCode).toBe(400);
    expect((await start(tokens.admin!, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/impersonation', payload: { profileHash: 'x' } })).statusCode).toBe(401);
  });
});

describe('DELETE /api/impersonation', () => {
  it('gives the real person a fresh token and keeps their refresh session', async () => {
    const { token } = await asImpersonated('admin', 'a|Pau');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/impersonation',
      headers: bearer(token),
      cookies: { [REFRESH_COOKIE_NAME]: refresh.admin! },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = TokenResponseSchema.parse(response.json());
    expect(claims(body.token).act).toBeUndefined();
    const me = UserProfileResponseSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(body.token) })).json());
    expect(me).toMatchObject({ username: 'admin@example.test', admin: true });
    expect(body.refresh_token_expiration).toBeGreaterThan(Math.floor(Date.now() / 1000) + 3600);
    const [ended] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'impersonation.ended'));
    expect(ended).toMatchObject({ actorUserId: userIds['member@example.test'], impersonatedBy: userIds['admin@example.test'] });
  });

  it('answers 409 when not impersonating', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/impersonation', headers: bearer(tokens.member!) });
    expect(response.statusCode).toBe(409);
  });
});

describe('impersonation rules', () => {
  const target = { admin: false, profileClubId: 1, clubIds: [1], isManager: false };
  it('never lets anyone impersonate an admin', () => {
    expect(IMPERSONATION_RULES.target({ admin: true, managedClubIds: [] }, { ...target, admin: true })).toBe(false);
    expect(IMPERSONATION_RULES.target({ admin: false, managedClubIds: [1] }, { ...target, admin: true })).toBe(false);
  });
  it('lets admins impersonate managers but not managers each other', () => {
    expect(IMPERSONATION_RULES.target({ admin: true, managedClubIds: [] }, { ...target, isManager: true })).toBe(true);
    expect(IMPERSONATION_RULES.target({ admin: false, managedClubIds: [1] }, { ...target, isManager: true })).toBe(false);
  });
});
