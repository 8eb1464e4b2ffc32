import { ClubProfileCollectionSchema, ImpersonationResponseSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, callAs, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app';

/**
 * Issue 8 item 8: an impersonation token lives only as long as its author's right to
 * impersonate. Each case changes the author's standing, then sends the next request.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const clubs: Record<string, string> = {};
const profileHash: Record<string, string> = {};

const ENDED = {
  code: 401,
  errorCode: 'IMPERSONATION_ENDED',
  message: 'The impersonation session has ended: its author may no longer impersonate this person',
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  await signInDemoUsers(t, ['manager', 'admin'], { tokens, clubs });
  const list = await callAs(t, tokens, 'admin', { url: `/api/clubs/${clubs['cd-demo']}/profiles` });
  for (const p of ClubProfileCollectionSchema.parse(list.json())['hydra:member']) profileHash[`${p.person.name}|${p.type}`] = p.hash;
});
afterAll(() => t.close());

/** Direct writes skip the routes' own invalidation: the NOTIFY would follow, this is at once. */
const setUser = async (username: string, values: Partial<typeof users.$inferInsert>) => {
  await t.db.update(users).set(values).where(eq(users.username, username));
  t.app.changes.invalidate('users');
};
const patchMarta = async (body: object) => {
  const response = await callAs(t, tokens, 'admin', {
    method: 'PATCH',
    url: `/api/clubs/${clubs['cd-demo']}/people/${profileHash['Marta|1']}`,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
};
const impersonatePau = async (user: 'admin' | 'manager') => {
  const response = await callAs(t, tokens, user, {
    method: 'POST',
    url: '/api/impersonation',
    payload: { profileHash: profileHash['Pau|0'] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ImpersonationResponseSchema.parse(response.json()).token;
};
/** A club route and a route without a club, as the impersonated person. */
const asPau = async (token: string) => {
  const [club, profile] = await Promise.all([
    t.app.inject({ url: `/api/clubs/${clubs['cd-demo']}/features`, headers: bearer(token) }),
    t.app.inject({ url: '/api/profile', headers: bearer(token) }),
  ]);
  return { statuses: [club.statusCode, profile.statusCode], body: profile.json() };
};

beforeEach(async () => {
  await setUser('admin@demo.test', { admin: true, enabled: true });
  await setUser('manager@demo.test', { enabled: true });
  await patchMarta({ enabled: true, panelAccess: true });
});

describe('an impersonation token', () => {
  it('works while its author keeps the right (admin, and manager of the club)', async () => {
    for (const user of ['admin', 'manager'] as const) {
      const token = await impersonatePau(user);
      expect((await asPau(token)).statuses).toEqual([200, 200]);
    }
  });

  it('ends when the admin loses the admin flag', async () => {
    const token = await impersonatePau('admin');
    expect((await asPau(token)).statuses).toEqual([200, 200]);
    await setUser('admin@demo.test', { admin: false });
    const after = await asPau(token);
    expect(after.statuses).toEqual([401, 401]);
    expect(after.body).toEqual(ENDED);
  });

  it('ends when the admin account is disabled', async () => {
    const token = await impersonatePau('admin');
    await setUser('admin@demo.test', { enabled: false });
    expect((await asPau(token)).statuses).toEqual([401, 401]);
  });

  it('ends when the manager account is disabled', async () => {
    const token = await impersonatePau('manager');
    expect((await asPau(token)).statuses).toEqual([200, 200]);
    await setUser('manager@demo.test', { enabled: false });
    expect((await asPau(token)).body).toEqual(ENDED);
  });

  it('ends when the manager profile is disabled (through the API)', async () => {
    const token = await impersonatePau('manager');
    expect((await asPau(token)).statuses).toEqual([200, 200]);
    await patchMarta({ enabled: false });
    expect((await asPau(token)).statuses).toEqual([401, 401]);
  });

  it('ends when the manager loses panel access (through the API)', async () => {
    const token = await impersonatePau('manager');
    expect((await asPau(token)).statuses).toEqual([200, 200]);
    await patchMarta({ panelAccess: false });
    expect((await asPau(token)).body).toEqual(ENDED);
  });
});
