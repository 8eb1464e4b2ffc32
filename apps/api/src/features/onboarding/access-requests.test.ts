import { AccessRequestCollectionSchema, AccessRequestSchema, UserProfileResponseSchema } from '@tribuna/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, users } from '../../db/schema';
import { addProfile, createAdmin, createClub, createUser, FACTORY_PASSWORD, type UserFixture } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { errorBodyOf } from '../../test/error-body';

let t: TestApp;
const tokens: Record<string, string> = {};
const hashes: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  // Club Alfa (es): the manager, Pau the member, a guardian. Club Beta (ca): manager2, who reads
  // Catalan; the manager is a member there. Nuria has an account and no club.
  const alfa = await createClub(t, { name: 'Club Alfa', shortname: 'alfa' });
  const beta = await createClub(t, { name: 'Club Beta', shortname: 'beta', locale: 'ca-ES' });
  hashes.alfa = alfa.hash;
  hashes.beta = beta.hash;
  const account = (name: string, overrides: Parameters<typeof createUser>[1] = {}): Promise<UserFixture> =>
    createUser(t, { username: `${name}@example.test`, ...overrides });
  const users: Record<string, UserFixture> = {
    manager: await account('manager'),
    member: await account('member', { name: 'Pau', lastname: 'Soler' }),
    guardian: await account('guardian'),
    manager2: await account('manager2', { locale: 'ca' }),
    applicant: await account('applicant', { name: 'Nuria', lastname: 'Vidal' }),
    admin: await createAdmin(t, { username: 'admin@example.test' }),
  };
  await addProfile(t, alfa, users.manager!, 'manager');
  await addProfile(t, beta, users.manager!, 'member');
  await addProfile(t, alfa, users.member!, 'member');
  await addProfile(t, alfa, users.guardian!, 'guardian');
  await addProfile(t, beta, users.manager2!, 'manager');
  for (const [name, user] of Object.entries(users)) tokens[name] = (await t.login(user.username, FACTORY_PASSWORD)).token;
  // Nuria's request to manage Club Alfa, waiting.
  const request = await ask('alfa', 'applicant');
  expect(request.statusCode, request.body).toBe(201);
});
afterAll(() => t.close());

const get = (url: string, user: string) => t.app.inject({ url, headers: bearer(tokens[user]!) });
const ask = (club: string, user: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/clubs/${hashes[club]}/request-admin-access`,
    headers: bearer(tokens[user]!),
    ...(payload ? { payload } : {}),
  });
const decide = (club: string, user: string, request: string, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/clubs/${hashes[club]}/admin-access-requests/${request}/decision`,
    headers: bearer(tokens[user]!),
    payload: { decision },
  });
const listOf = async (club: string, user: string, query = '') => {
  const response = await get(`/api/clubs/${hashes[club]}/admin-access-requests${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return AccessRequestCollectionSchema.parse(response.json());
};
const outboxTo = (to: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(desc(outboxMessages.id));

describe('manager access requests', () => {
  it('shows the pending request to the managers of the club and to the applicant', async () => {
    const list = await listOf('alfa', 'manager', '?status=pending');
    expect(list['hydra:member']).toHaveLength(1);
    expect(list['hydra:member'][0]).toMatchObject({
      status: 'pending',
      requester: { name: 'Nuria', lastname: 'Vidal', email: 'applicant@example.test' },
      club: { hash: hashes.alfa, name: 'Club Alfa' },
      decidedAt: null,
    });
    const mine = AccessRequestCollectionSchema.parse((await get('/api/users/me/admin-access-requests', 'applicant')).json());
    expect(mine['hydra:member'].map((r) => r.status)).toEqual(['pending']);
    expect((await listOf('alfa', 'admin'))['hydra:totalItems']).toBe(1);
  });

  it('keeps the list from members and other clubs', async () => {
    expect((await get(`/api/clubs/${hashes.alfa}/admin-access-requests`, 'member')).statusCode).toBe(403);
    expect((await get(`/api/clubs/${hashes.alfa}/admin-access-requests`, 'manager2')).statusCode).toBe(403);
  });

  it('allows one pending request per person and club, even sent twice at once', async () => {
    const again = await ask('alfa', 'applicant');
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again)).toEqual({
      code: 409,
      errorCode: 'ACCESS_REQUEST_EXISTS',
      message: 'You already have a pending request for this club',
    });
    const both = await Promise.all([ask('beta', 'guardian'), ask('beta', 'guardian')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a request from someone who already manages the club', async () => {
    expect((await ask('alfa', 'manager')).statusCode).toBe(403);
  });

  it('notifies every manager of the club in their language', async () => {
    const response = await ask('beta', 'member', { message: 'Sóc el nou tresorer.' });
    expect(response.statusCode, response.body).toBe(201);
    expect(AccessRequestSchema.parse(response.json())).toMatchObject({ status: 'pending', message: 'Sóc el nou tresorer.' });
    const [mail] = await outboxTo('manager2@example.test');
    expect(mail).toMatchObject({ channel: 'email', template: 'manager-access-requested', locale: 'ca' });
    expect(mail?.subject).toBe("Sol·licitud d'accés com a directiu a Club Beta");
    expect(mail?.text).toContain('Pau Soler (member@example.test)');
    expect(mail?.text).toContain(`/dashboard/manager/${hashes.beta}/overview`);
    // Marta is only a member there: she is not asked.
    // The manager is only a member of Club Beta: no mail about Beta's request (Alfa's own came earlier).
    const aboutBeta = (await outboxTo('manager@example.test')).filter(
      (m) => m.template === 'manager-access-requested' && m.text.includes(`/dashboard/manager/${hashes.beta}/`),
    );
    expect(aboutBeta).toEqual([]);
  });

  it('approves: the requester becomes a manager with panel access and is told so', async () => {
    const [pending] = (await listOf('alfa', 'manager', '?status=pending'))['hydra:member'];
    const response = await decide('alfa', 'manager', pending!.hash, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved' });
    expect(response.json().decidedAt).toEqual(expect.any(String));

    const profile = UserProfileResponseSchema.parse((await get('/api/profile', 'applicant')).json());
    const alfa = profile.clubs.find((c) => c.shortname === 'alfa')!;
    expect(alfa.roles).toEqual(['ROLE_MANAGER']);
    expect(Object.values(alfa.profiles)[0]).toMatchObject({ role: 'manager', panelAccess: true });
    expect((await listOf('alfa', 'applicant'))['hydra:totalItems']).toBe(1);

    const [mail] = await outboxTo('applicant@example.test');
    expect(mail).toMatchObject({ template: 'manager-access-decided', locale: 'es', subject: 'Ya eres directivo de Club Alfa' });
    const [manager] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'manager@example.test'));
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club.manager_access.approved'), eq(auditLog.target, pending!.hash)));
    expect(audit).toMatchObject({ actorUserId: manager!.id, impersonatedBy: null });

    const twice = await decide('alfa', 'manager', pending!.hash, 'refuse');
    expect(twice.statusCode).toBe(409);
  });

  it('refuses: no profile is created and the requester is told', async () => {
    const [request] = (await listOf('beta', 'manager2', '?status=pending'))['hydra:member'].filter(
      (r) => r.requester.email === 'member@example.test',
    );
    const response = await decide('beta', 'manager2', request!.hash, 'refuse');
    expect(response.json()).toMatchObject({ status: 'refused' });
    const profile = UserProfileResponseSchema.parse((await get('/api/profile', 'member')).json());
    expect(profile.clubs.map((c) => c.shortname)).toEqual(['alfa']);
    const [mail] = await outboxTo('member@example.test');
    expect(mail).toMatchObject({ template: 'manager-access-decided', subject: 'Tu solicitud para Club Beta no ha sido aprobada' });
    const mine = AccessRequestCollectionSchema.parse((await get('/api/users/me/admin-access-requests', 'member')).json());
    expect(mine['hydra:member'].map((r) => r.status)).toEqual(['refused']);
    // Refused, they may ask again.
    expect((await ask('beta', 'member')).statusCode).toBe(201);
  });

  it('scopes decisions to the club and checks the input', async () => {
    const [foreign] = (await listOf('beta', 'manager2', '?status=pending'))['hydra:member'];
    expect((await decide('alfa', 'manager', foreign!.hash, 'approve')).statusCode).toBe(404);
    expect((await decide('beta', 'member', foreign!.hash, 'approve')).statusCode).toBe(403);
    const bad = await decide('beta', 'manager2', foreign!.hash, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParamsList.invalidParams[0].field).toBe('decision');
    expect((await get(`/api/clubs/${hashes.alfa}/admin-access-requests?status=nope`, 'manager')).statusCode).toBe(400);
  });
});
