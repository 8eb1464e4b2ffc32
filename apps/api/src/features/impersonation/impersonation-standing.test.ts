import { ImpersonationResponseSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  createAdmin,
  createClub,
  createManager,
  createMember,
  signIn,
  type ClubFixture,
  type ClubUser,
  type UserFixture,
} from '../../test/factories';
import { bearer, callAs, createTestApp, type TestApp } from '../../test/test-app';
import { errorBodyOf } from '../../test/error-body';

/**
 * Issue 8 item 8: an impersonation token lives only as long as its author's right to
 * impersonate. Each case changes the author's standing, then sends the next request.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let club: ClubFixture;
let manager: ClubUser;
let member: ClubUser;
let admin: UserFixture;

const ENDED = {
  code: 401,
  errorCode: 'IMPERSONATION_ENDED',
  message: 'The impersonation session has ended: its author may no longer impersonate this person',
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await createManager(t, club);
  member = await createMember(t, club);
  admin = await createAdmin(t);
  tokens.manager = (await signIn(t, manager.user)).token;
  tokens.admin = (await signIn(t, admin)).token;
});
afterAll(() => t.close());

/** Direct writes skip the routes' own invalidation: the NOTIFY would follow, this is at once. */
const setUser = async (username: string, values: Partial<typeof users.$inferInsert>) => {
  await t.db.update(users).set(values).where(eq(users.username, username));
  t.app.changes.invalidate('users');
};
const patchManager = async (body: object) => {
  const response = await callAs(t, tokens, 'admin', {
    method: 'PATCH',
    url: `/api/clubs/${club.hash}/people/${manager.profile.hash}`,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
};
const impersonateMember = async (user: 'admin' | 'manager') => {
  const response = await callAs(t, tokens, user, {
    method: 'POST',
    url: '/api/impersonation',
    payload: { profileHash: member.profile.hash },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ImpersonationResponseSchema.parse(response.json()).token;
};
/** A club route and a route without a club, as the impersonated person. */
const asMember = async (token: string) => {
  const [clubRoute, profile] = await Promise.all([
    t.app.inject({ url: `/api/clubs/${club.hash}/features`, headers: bearer(token) }),
    t.app.inject({ url: '/api/profile', headers: bearer(token) }),
  ]);
  return { statuses: [clubRoute.statusCode, profile.statusCode], body: profile.statusCode >= 400 ? errorBodyOf(profile) : profile.json() };
};

beforeEach(async () => {
  await setUser(admin.username, { admin: true, enabled: true });
  await setUser(manager.user.username, { enabled: true });
  await patchManager({ enabled: true, panelAccess: true });
});

describe('an impersonation token', () => {
  it('works while its author keeps the right (admin, and manager of the club)', async () => {
    for (const user of ['admin', 'manager'] as const) {
      const token = await impersonateMember(user);
      expect((await asMember(token)).statuses).toEqual([200, 200]);
    }
  });

  it('ends when the admin loses the admin flag', async () => {
    const token = await impersonateMember('admin');
    expect((await asMember(token)).statuses).toEqual([200, 200]);
    await setUser(admin.username, { admin: false });
    const after = await asMember(token);
    expect(after.statuses).toEqual([401, 401]);
    expect(after.body).toEqual(ENDED);
  });

  it('ends when the admin account is disabled', async () => {
    const token = await impersonateMember('admin');
    await setUser(admin.username, { enabled: false });
    expect((await asMember(token)).statuses).toEqual([401, 401]);
  });

  it('ends when the manager account is disabled', async () => {
    const token = await impersonateMember('manager');
    expect((await asMember(token)).statuses).toEqual([200, 200]);
    await setUser(manager.user.username, { enabled: false });
    expect((await asMember(token)).body).toEqual(ENDED);
  });

  it('ends when the manager profile is disabled (through the API)', async () => {
    const token = await impersonateMember('manager');
    expect((await asMember(token)).statuses).toEqual([200, 200]);
    await patchManager({ enabled: false });
    expect((await asMember(token)).statuses).toEqual([401, 401]);
  });

  it('ends when the manager loses panel access (through the API)', async () => {
    const token = await impersonateMember('manager');
    expect((await asMember(token)).statuses).toEqual([200, 200]);
    await patchManager({ panelAccess: false });
    expect((await asMember(token)).body).toEqual(ENDED);
  });
});
