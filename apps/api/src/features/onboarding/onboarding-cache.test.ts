import { AccessRequestSchema, InvitationSchema, PublicClubSchema, UserProfileResponseSchema } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { bearer, DEMO_PASSWORD, testConfig } from '../../test/test-app';

/**
 * Issue 9: the onboarding writes that change who belongs to a club (registering one, an approved
 * manager request, joining by invitation) keep the read caches true by themselves. The app is
 * built deaf (LISTEN never starts), so no change notification can clear a cache: only the
 * writer's unit of work can make these pass.
 */
let app: Awaited<ReturnType<typeof buildApp>>;
let testDb: TestDatabase;
const tokens: Record<string, string> = {};
let caExemple = '';

beforeAll(async () => {
  testDb = await createTestDatabase();
  const database: Database = { ...testDb.database, listen: async () => async () => undefined };
  app = await buildApp({ config: testConfig({ RATE_LIMIT: 'false' }), database, logger: false });
  await app.ready();
  // Caches on, as if the change feed were connected.
  app.changes.listener.connected();
  for (const user of ['member', 'guardian', 'manager2']) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { username: `${user}@demo.test`, password: DEMO_PASSWORD },
    });
    tokens[user] = response.json<{ token: string }>().token;
  }
  caExemple = (await profileOf('manager2')).clubs.find((c) => c.shortname === 'ca-exemple')!.hash;
});
afterAll(async () => {
  await app?.close();
  await testDb?.drop();
});

const call = async (user: string, options: InjectOptions, status = 200) => {
  const response = await app.inject({ ...options, headers: bearer(tokens[user]!) });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<unknown>();
};
const profileOf = async (user: string) => UserProfileResponseSchema.parse(await call(user, { url: '/api/profile' }));
const clubsOf = async (user: string) => (await profileOf(user)).clubs.map((c) => c.shortname);
/** A club route only members reach: its status tells whether the club context knows the caller. */
const featuresStatus = async (user: string) =>
  (await app.inject({ url: `/api/clubs/${caExemple}/features`, headers: bearer(tokens[user]!) })).statusCode;

describe('onboarding writes and the read caches', () => {
  it('registering a club shows in the creator’s profile at once', async () => {
    expect(await clubsOf('member')).not.toContain('cache-club');
    const body = { name: 'Cache Club', shortname: 'cache-club', city: 'A', regionName: 'B', countryName: 'C', locale: 'es-ES' };
    PublicClubSchema.parse(await call('member', { method: 'POST', url: '/api/clubs', payload: body }, 201));
    expect(await clubsOf('member')).toContain('cache-club');
  });

  it('an approved manager request lets the requester into the club at once', async () => {
    expect(await featuresStatus('member')).toBe(403);
    const url = `/api/clubs/${caExemple}/request-admin-access`;
    const request = AccessRequestSchema.parse(await call('member', { method: 'POST', url, payload: {} }, 201));
    expect(await featuresStatus('member')).toBe(403);
    const decision = `/api/clubs/${caExemple}/admin-access-requests/${request.hash}/decision`;
    await call('manager2', { method: 'POST', url: decision, payload: { decision: 'approve' } });
    expect(await featuresStatus('member')).toBe(200);
    expect(await clubsOf('member')).toContain('ca-exemple');
  });

  it('joining by invitation lets the person into the club at once', async () => {
    expect(await featuresStatus('guardian')).toBe(403);
    expect(await clubsOf('guardian')).not.toContain('ca-exemple');
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const link = InvitationSchema.parse(
      await call('manager2', { method: 'POST', url: `/api/clubs/${caExemple}/invitations`, payload: { role: 'member', expiresAt } }, 201),
    );
    const invitation = new URL(link.url).searchParams.get('invitation')!;
    const person = { name: 'Laura', surname: 'Vidal', email: 'guardian@demo.test', dni: '12345678Z' };
    const payload = { user: { username: 'guardian@demo.test' }, ...person, invitation };
    await call('guardian', { method: 'POST', url: '/api/profiles/member', payload }, 201);
    expect(await featuresStatus('guardian')).toBe(200);
    expect(await clubsOf('guardian')).toContain('ca-exemple');
  });
});
