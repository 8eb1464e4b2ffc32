import { ClubProfileCollectionSchema, UserProfileResponseSchema } from '@tribuna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, signInDemoUsers, type TestApp } from '../test/test-app';

/**
 * Issue 8 item 5: manager rights come from a manager profile WITH panel access. Switching the
 * panel off through the API takes effect on the very next request, through every cache.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const clubs: Record<string, string> = {};
let martaManagerProfile = '';

const as = (user: string, url: string, method: 'GET' | 'PATCH' | 'POST' = 'GET', payload?: object) =>
  callAs(t, tokens, user, { method, url, payload });
const setPanelAccess = async (panelAccess: boolean) => {
  const response = await as('applicant', `/api/clubs/${clubs['cd-demo']}/people/${martaManagerProfile}`, 'PATCH', { panelAccess });
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  await signInDemoUsers(t, ['manager', 'admin', 'member'], { tokens, clubs });
  // A second manager of CD Demo: Marta approves Nuria's pending request through the API.
  const pending = await as('manager', `/api/clubs/${clubs['cd-demo']}/admin-access-requests?status=pending`);
  const request = pending.json()['hydra:member'][0].hash as string;
  const approved = await as('manager', `/api/clubs/${clubs['cd-demo']}/admin-access-requests/${request}/decision`, 'POST', {
    decision: 'approve',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  tokens.applicant = (await t.login('applicant@demo.test')).token;
  const list = ClubProfileCollectionSchema.parse((await as('admin', `/api/clubs/${clubs['cd-demo']}/profiles`)).json());
  martaManagerProfile = list['hydra:member'].find((p) => p.person.name === 'Marta' && p.type === 1)!.hash;
});
afterAll(() => t.close());

describe('panel access', () => {
  it('is needed for every manager right; switching it off takes effect on the next request', async () => {
    const people = `/api/clubs/${clubs['cd-demo']}/people`;
    // Warm every cache on the way (club context, people pages, profile).
    expect((await as('manager', people)).statusCode).toBe(200);
    expect((await as('manager', '/api/profile')).statusCode).toBe(200);

    await setPanelAccess(false);
    expect((await as('manager', people)).statusCode).toBe(403);
    expect((await as('manager', `/api/clubs/${clubs['cd-demo']}/admin-access-requests?status=pending`)).statusCode).toBe(403);
    // Without the panel, a manager profile is like no profile: no member routes either.
    expect((await as('manager', `/api/clubs/${clubs['cd-demo']}/features`)).statusCode).toBe(403);
    expect((await as('manager', `/api/clubs/${clubs['cd-demo']}`)).json().companyName).toBeUndefined();
    // The profile answer offers no panel the API would refuse (her member profile elsewhere stays).
    const profile = UserProfileResponseSchema.parse((await as('manager', '/api/profile')).json());
    expect(profile.clubs.map((c) => [c.shortname, c.roles])).toEqual([['ca-exemple', ['ROLE_MEMBER']]]);
    // Nor may she impersonate the club's people any more.
    const members = ClubProfileCollectionSchema.parse((await as('admin', `/api/clubs/${clubs['cd-demo']}/profiles`)).json());
    const pau = members['hydra:member'].find((p) => p.person.name === 'Pau')!.hash;
    expect((await as('manager', '/api/impersonation', 'POST', { profileHash: pau })).statusCode).toBe(403);

    await setPanelAccess(true);
    expect((await as('manager', people)).statusCode).toBe(200);
    expect(UserProfileResponseSchema.parse((await as('manager', '/api/profile')).json()).clubs).toHaveLength(2);
  });

  it('leaves other roles untouched', async () => {
    expect((await as('member', `/api/clubs/${clubs['cd-demo']}/features`)).statusCode).toBe(200);
    expect((await as('member', `/api/clubs/${clubs['cd-demo']}/people`)).statusCode).toBe(403);
  });
});
