import { AccessRequestSchema, InvitationSchema, PublicClubSchema, UserProfileResponseSchema } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createClub, createManager, createUser, signIn, type ClubFixture, type UserFixture } from '../../test/factories';
import { bearer, testConfig, type TestApp } from '../../test/test-app';

/**
 * Issue 9: the onboarding writes that change who belongs to a club (registering one, an approved
 * manager request, joining by invitation) keep the read caches true by themselves. The app is
 * built deaf (LISTEN never starts), so no change notification can clear a cache: only the
 * writer's unit of work can make these pass.
 */
let app: Awaited<ReturnType<typeof buildApp>>;
let testDb: TestDatabase;
const tokens: Record<string, string> = {};
/** A club the two newcomers are not in yet, managed by `manager`. */
let club: ClubFixture;
let joiner: UserFixture;

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
  const database: Database = { ...testDb.database, listen: async () => async () => undefined };
  app = await buildApp({ config: testConfig({ RATE_LIMIT: 'false' }), database, logger: false });
  await app.ready();
  // Caches on, as if the change feed were connected.
  app.changes.listener.connected();
  // The factories write through this very app (its unit of work keeps its caches true).
  const t: TestApp = {
    app,
    config: testConfig(),
    db: testDb.database.db,
    rateLimitClock: Date.now,
    close: async () => undefined,
    login: () => Promise.reject(),
  };
  club = await createClub(t);
  tokens.manager = (await signIn(t, (await createManager(t, club)).user)).token;
  tokens.requester = (await signIn(t, await createUser(t))).token;
  joiner = await createUser(t);
  tokens.joiner = (await signIn(t, joiner)).token;
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
  (await app.inject({ url: `/api/clubs/${club.hash}/features`, headers: bearer(tokens[user]!) })).statusCode;

describe('onboarding writes and the read caches', () => {
  it('registering a club shows in the creator’s profile at once', async () => {
    expect(await clubsOf('requester')).not.toContain('cache-club');
    const body = { name: 'Cache Club', shortname: 'cache-club', city: 'A', regionName: 'B', countryName: 'C', locale: 'es-ES' };
    PublicClubSchema.parse(await call('requester', { method: 'POST', url: '/api/clubs', payload: body }, 201));
    expect(await clubsOf('requester')).toContain('cache-club');
  });

  it('an approved manager request lets the requester into the club at once', async () => {
    expect(await featuresStatus('requester')).toBe(403);
    const url = `/api/clubs/${club.hash}/request-admin-access`;
    const request = AccessRequestSchema.parse(await call('requester', { method: 'POST', url, payload: {} }, 201));
    expect(await featuresStatus('requester')).toBe(403);
    const decision = `/api/clubs/${club.hash}/admin-access-requests/${request.hash}/decision`;
    await call('manager', { method: 'POST', url: decision, payload: { decision: 'approve' } });
    expect(await featuresStatus('requester')).toBe(200);
    expect(await clubsOf('requester')).toContain(club.shortname);
  });

  it('joining by invitation lets the person into the club at once', async () => {
    expect(await featuresStatus('joiner')).toBe(403);
    expect(await clubsOf('joiner')).not.toContain(club.shortname);
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const link = InvitationSchema.parse(
      await call('manager', { method: 'POST', url: `/api/clubs/${club.hash}/invitations`, payload: { role: 'member', expiresAt } }, 201),
    );
    const invitation = new URL(link.url).searchParams.get('invitation')!;
    const person = { name: 'Laura', surname: 'Vidal', email: joiner.email, dni: '12345678Z' };
    const payload = { user: { username: joiner.username }, ...person, invitation };
    await call('joiner', { method: 'POST', url: '/api/profiles/member', payload }, 201);
    expect(await featuresStatus('joiner')).toBe(200);
    expect(await clubsOf('joiner')).toContain(club.shortname);
  });
});
