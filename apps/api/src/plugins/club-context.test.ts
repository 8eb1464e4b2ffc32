import { UserProfileResponseSchema } from '@tribuna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProfile,
  createAccessRequest,
  createAdmin,
  createClub,
  createManager,
  createMember,
  signIn,
  type ClubFixture,
  type ClubUser,
} from '../test/factories';
import { callAs, createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 8 item 5: manager rights come from a manager profile WITH panel access. Switching the
 * panel off through the API takes effect on the very next request, through every cache.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
/** The club under test, and another where the manager is only a member. */
let club: ClubFixture;
let elsewhere: ClubFixture;
let manager: ClubUser;
let member: ClubUser;
let managerProfile = '';

const as = (user: string, url: string, method: 'GET' | 'PATCH' | 'POST' = 'GET', payload?: object) =>
  callAs(t, tokens, user, { method, url, payload });
const setPanelAccess = async (panelAccess: boolean) => {
  const response = await as('applicant', `/api/clubs/${club.hash}/people/${managerProfile}`, 'PATCH', { panelAccess });
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  elsewhere = await createClub(t);
  manager = await createManager(t, club);
  await addProfile(t, elsewhere, manager.user, 'member');
  member = await createMember(t, club);
  managerProfile = manager.profile.hash;
  tokens.manager = (await signIn(t, manager.user)).token;
  tokens.member = (await signIn(t, member.user)).token;
  tokens.admin = (await signIn(t, await createAdmin(t))).token;
  // A second manager of the club: the manager approves a pending request through the API.
  const request = await createAccessRequest(t, club);
  const approved = await as('manager', `/api/clubs/${club.hash}/admin-access-requests/${request.hash}/decision`, 'POST', {
    decision: 'approve',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  tokens.applicant = request.applicant.token;
});
afterAll(() => t.close());

describe('panel access', () => {
  it('is needed for every manager right; switching it off takes effect on the next request', async () => {
    const people = `/api/clubs/${club.hash}/people`;
    // Warm every cache on the way (club context, people pages, profile).
    expect((await as('manager', people)).statusCode).toBe(200);
    expect((await as('manager', '/api/profile')).statusCode).toBe(200);

    await setPanelAccess(false);
    expect((await as('manager', people)).statusCode).toBe(403);
    expect((await as('manager', `/api/clubs/${club.hash}/admin-access-requests?status=pending`)).statusCode).toBe(403);
    // Without the panel, a manager profile is like no profile: no member routes either.
    expect((await as('manager', `/api/clubs/${club.hash}/features`)).statusCode).toBe(403);
    expect((await as('manager', `/api/clubs/${club.hash}`)).json().companyName).toBeUndefined();
    // The profile answer offers no panel the API would refuse (her member profile elsewhere stays).
    const profile = UserProfileResponseSchema.parse((await as('manager', '/api/profile')).json());
    expect(profile.clubs.map((c) => [c.shortname, c.roles])).toEqual([[elsewhere.shortname, ['ROLE_MEMBER']]]);
    // Nor may she impersonate the club's people any more.
    expect((await as('manager', '/api/impersonation', 'POST', { profileHash: member.profile.hash })).statusCode).toBe(403);

    await setPanelAccess(true);
    expect((await as('manager', people)).statusCode).toBe(200);
    expect(UserProfileResponseSchema.parse((await as('manager', '/api/profile')).json()).clubs).toHaveLength(2);
  });

  it('leaves other roles untouched', async () => {
    expect((await as('member', `/api/clubs/${club.hash}/features`)).statusCode).toBe(200);
    expect((await as('member', `/api/clubs/${club.hash}/people`)).statusCode).toBe(403);
  });
});
