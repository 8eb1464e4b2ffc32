import { AccessRequestCollectionSchema, AccessRequestSchema, UserProfileResponseSchema } from '@tribuna/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, users } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const hashes: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  for (const user of ['manager', 'member', 'guardian', 'manager2', 'applicant', 'admin']) {
    tokens[user] = (await t.login(`${user}@demo.test`)).token;
  }
  const profile = await t.app.inject({ url: '/api/profile', headers: bearer(tokens.manager!) });
  for (const club of UserProfileResponseSchema.parse(profile.json()).clubs) hashes[club.shortname] = club.hash;
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
  it('shows the seeded pending request to the managers of CD Demo and to the applicant', async () => {
    const list = await listOf('cd-demo', 'manager', '?status=pending');
    expect(list['hydra:member']).toHaveLength(1);
    expect(list['hydra:member'][0]).toMatchObject({
      status: 'pending',
      requester: { name: 'Nuria', lastname: 'Vidal', email: 'applicant@demo.test' },
      club: { hash: hashes['cd-demo'], name: 'CD Demo' },
      decidedAt: null,
    });
    const mine = AccessRequestCollectionSchema.parse((await get('/api/users/me/admin-access-requests', 'applicant')).json());
    expect(mine['hydra:member'].map((r) => r.status)).toEqual(['pending']);
    expect((await listOf('cd-demo', 'admin'))['hydra:totalItems']).toBe(1);
  });

  it('keeps the list from members and other clubs', async () => {
    expect((await get(`/api/clubs/${hashes['cd-demo']}/admin-access-requests`, 'member')).statusCode).toBe(403);
    expect((await get(`/api/clubs/${hashes['cd-demo']}/admin-access-requests`, 'manager2')).statusCode).toBe(403);
  });

  it('allows one pending request per person and club, even sent twice at once', async () => {
    const again = await ask('cd-demo', 'applicant');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 409,
      errorCode: 'ACCESS_REQUEST_EXISTS',
      message: 'You already have a pending request for this club',
    });
    const both = await Promise.all([ask('ca-exemple', 'guardian'), ask('ca-exemple', 'guardian')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a request from someone who already manages the club', async () => {
    expect((await ask('cd-demo', 'manager')).statusCode).toBe(403);
  });

  it('notifies every manager of the club in their language', async () => {
    const response = await ask('ca-exemple', 'member', { message: 'Sóc el nou tresorer.' });
    expect(response.statusCode, response.body).toBe(201);
    expect(AccessRequestSchema.parse(response.json())).toMatchObject({ status: 'pending', message: 'Sóc el nou tresorer.' });
    const [mail] = await outboxTo('manager2@demo.test');
    expect(mail).toMatchObject({ channel: 'email', template: 'manager-access-requested', locale: 'ca' });
    expect(mail?.subject).toBe("Sol·licitud d'accés com a directiu a CA Exemple");
    expect(mail?.text).toContain('Pau Soler (member@demo.test)');
    expect(mail?.text).toContain(`/dashboard/manager/${hashes['ca-exemple']}/overview`);
    // Marta is only a member there: she is not asked.
    expect((await outboxTo('manager@demo.test')).filter((m) => m.template === 'manager-access-requested')).toEqual([]);
  });

  it('approves: the requester becomes a manager with panel access and is told so', async () => {
    const [pending] = (await listOf('cd-demo', 'manager', '?status=pending'))['hydra:member'];
    const response = await decide('cd-demo', 'manager', pending!.hash, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved' });
    expect(response.json().decidedAt).toEqual(expect.any(String));

    const profile = UserProfileResponseSchema.parse((await get('/api/profile', 'applicant')).json());
    const demo = profile.clubs.find((c) => c.shortname === 'cd-demo')!;
    expect(demo.roles).toEqual(['ROLE_MANAGER']);
    expect(Object.values(demo.profiles)[0]).toMatchObject({ role: 'manager', panelAccess: true });
    expect((await listOf('cd-demo', 'applicant'))['hydra:totalItems']).toBe(1);

    const [mail] = await outboxTo('applicant@demo.test');
    expect(mail).toMatchObject({ template: 'manager-access-decided', locale: 'es', subject: 'Ya eres directivo de CD Demo' });
    const [manager] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'manager@demo.test'));
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club.manager_access.approved'), eq(auditLog.target, pending!.hash)));
    expect(audit).toMatchObject({ actorUserId: manager!.id, impersonatedBy: null });

    const twice = await decide('cd-demo', 'manager', pending!.hash, 'refuse');
    expect(twice.statusCode).toBe(409);
  });

  it('refuses: no profile is created and the requester is told', async () => {
    const [request] = (await listOf('ca-exemple', 'manager2', '?status=pending'))['hydra:member'].filter(
      (r) => r.requester.email === 'member@demo.test',
    );
    const response = await decide('ca-exemple', 'manager2', request!.hash, 'refuse');
    expect(response.json()).toMatchObject({ status: 'refused' });
    const profile = UserProfileResponseSchema.parse((await get('/api/profile', 'member')).json());
    expect(profile.clubs.map((c) => c.shortname)).toEqual(['cd-demo']);
    const [mail] = await outboxTo('member@demo.test');
    expect(mail).toMatchObject({ template: 'manager-access-decided', subject: 'Tu solicitud para CA Exemple no ha sido aprobada' });
    const mine = AccessRequestCollectionSchema.parse((await get('/api/users/me/admin-access-requests', 'member')).json());
    expect(mine['hydra:member'].map((r) => r.status)).toEqual(['refused']);
    // Refused, they may ask again.
    expect((await ask('ca-exemple', 'member')).statusCode).toBe(201);
  });

  it('scopes decisions to the club and checks the input', async () => {
    const [foreign] = (await listOf('ca-exemple', 'manager2', '?status=pending'))['hydra:member'];
    expect((await decide('cd-demo', 'manager', foreign!.hash, 'approve')).statusCode).toBe(404);
    expect((await decide('ca-exemple', 'member', foreign!.hash, 'approve')).statusCode).toBe(403);
    const bad = await decide('ca-exemple', 'manager2', foreign!.hash, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().invalidParamsList.invalidParams[0].field).toBe('decision');
    expect((await get(`/api/clubs/${hashes['cd-demo']}/admin-access-requests?status=nope`, 'manager')).statusCode).toBe(400);
  });
});
