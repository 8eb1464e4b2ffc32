import { FEATURE_CODES, UserProfileResponseSchema } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from './test-app';

/**
 * Every API route × actor × own/foreign club, with the expected status. Adding a route without
 * adding it here fails the first test, so nobody ships a route whose access was not decided.
 *
 * Actors (demo data): member = Pau (CD Demo), guardian = Laura (CD Demo), manager = Jordi
 * (manager of CA Exemple only), admin = platform admin without club profiles. "own" is the
 * actor's club, "foreign" the other one (for the admin, both are foreign and both allowed).
 */
type Actor = 'anonymous' | 'member' | 'guardian' | 'manager' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'member', 'guardian', 'manager', 'admin'];
const ACCOUNTS: Record<Exclude<Actor, 'anonymous'>, { username: string; own: string; foreign: string }> = {
  member: { username: 'member@demo.test', own: 'cd-demo', foreign: 'ca-exemple' },
  guardian: { username: 'guardian@demo.test', own: 'cd-demo', foreign: 'ca-exemple' },
  manager: { username: 'manager2@demo.test', own: 'ca-exemple', foreign: 'cd-demo' },
  admin: { username: 'admin@demo.test', own: 'cd-demo', foreign: 'ca-exemple' },
};

type Club = { hash: string; shortname: string };
type Ctx = { actor: Actor; club: Club };
/** Status per actor: one number, or [own club, foreign club] for club-scoped routes. */
type Expected = Record<Actor, number | [number, number]>;
type Entry = { request: (ctx: Ctx) => Omit<InjectOptions, 'method'>; expect: Expected };

const all = (status: number): Expected => ({ anonymous: status, member: status, guardian: status, manager: status, admin: status });
const MEMBERS_OF_CLUB: Expected = {
  anonymous: [401, 401],
  member: [200, 403],
  guardian: [200, 403],
  manager: [200, 403],
  admin: [200, 200],
};
const SIGNED_IN: Expected = { ...all(200), anonymous: 401 };
/** Managers of the club (and admins); `success` is what an allowed caller gets. */
const MANAGERS_OF_CLUB = (success: number): Expected => ({
  anonymous: [401, 401],
  member: [403, 403],
  guardian: [403, 403],
  manager: [success, 403],
  admin: [success, success],
});
const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const docs: Entry = { request: () => ({}), expect: all(200) };

const MATRIX: Record<string, Entry> = {
  // Login is public: each actor with their own credentials, the anonymous caller with wrong ones.
  'POST /api/authentication_token': {
    request: ({ actor }) => ({
      payload:
        actor === 'anonymous'
          ? { username: 'nobody@demo.test', password: 'Wrong1234!' }
          : { username: ACCOUNTS[actor].username, password: DEMO_PASSWORD },
    }),
    expect: { ...all(200), anonymous: 401 },
  },
  // A bearer token never stands in for the refresh cookie.
  'POST /api/refresh_token': { request: () => ({}), expect: all(401) },
  'POST /api/logout': { request: () => ({}), expect: all(200) },
  'GET /api/app-config': { request: () => ({}), expect: all(200) },
  'GET /api/profile': { request: () => ({}), expect: SIGNED_IN },
  // Accounts (issue 3): public signup and recovery; the rest acts on the caller's own account.
  // The spec's body (spec 7): username, email, password, confirmPassword.
  'POST /api/users/register': {
    request: ({ actor, club }) => ({
      payload: {
        username: `matrix-${actor}-${club.shortname}@example.test`,
        email: `matrix-${actor}-${club.shortname}@example.test`,
        password: 'Secret12!',
        confirmPassword: 'Secret12!',
      },
    }),
    expect: all(200),
  },
  'POST /api/users/validate-email': {
    request: ({ actor }) => ({ payload: { email: actor === 'anonymous' ? 'x@example.test' : ACCOUNTS[actor].username } }),
    expect: SIGNED_IN,
  },
  'POST /api/users/confirm-email': { request: () => ({ payload: { hash: 'unknown-hash' } }), expect: all(400) },
  // A wrong current password: signed-in callers reach the check (400), nobody else does.
  'PATCH /api/users/change-password': {
    request: () => ({ payload: { currentPassword: 'Wrong1234!', newPassword: 'Newpass1!' } }),
    expect: { ...all(400), anonymous: 401 },
  },
  'POST /api/users/password-reset/request': {
    request: () => ({ payload: { username: 'nobody@demo.test', method: 'email' } }),
    expect: all(200),
  },
  'POST /api/users/password-reset/validate': {
    request: () => ({ payload: { username: 'nobody@demo.test', code: '123456' } }),
    expect: all(400),
  },
  'POST /api/users/password-reset/confirm': {
    request: () => ({ payload: { username: 'nobody@demo.test', code: '123456', newPassword: 'Newpass1!', confirmNewPassword: 'Newpass1!' } }),
    expect: all(400),
  },
  // Developer mail page: public outside production (not registered in production).
  'GET /api/dev/outbox': { request: () => ({}), expect: all(200) },
  'GET /api/clubs': { request: () => ({}), expect: SIGNED_IN },
  'GET /api/clubs/p/:clubShortName': {
    request: ({ club }) => ({ url: `/api/clubs/p/${club.shortname}` }),
    expect: all(200),
  },
  // Spec 7 "read without token": anyone reads the public fields; members and admins the detail
  // (clubs.test.ts checks which fields each caller gets).
  'GET /api/clubs/:clubHash': { request: ({ club }) => ({ url: `/api/clubs/${club.hash}` }), expect: all(200) },
  'GET /api/clubs/:clubHash/features': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/features` }),
    expect: MEMBERS_OF_CLUB,
  },
  'GET /api/clubs/:clubHash/profiles': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/profiles` }),
    expect: MEMBERS_OF_CLUB,
  },
  // Onboarding (issue 3). A taken short name: access is decided before the body is judged.
  'GET /api/clubs/search': { request: () => ({ url: '/api/clubs/search?name=demo' }), expect: all(200) },
  'POST /api/clubs': {
    request: () => ({
      payload: { name: 'Matrix', shortname: 'cd-demo', city: 'A', regionName: 'B', countryName: 'C', locale: 'es-ES' },
    }),
    expect: { ...all(400), anonymous: 401 },
  },
  'GET /api/users/orphaned-managers': {
    request: ({ club }) => ({ url: `/api/users/orphaned-managers?club=${club.hash}` }),
    expect: SIGNED_IN,
  },
  // Anyone signed in may ask any club, except a club they already manage.
  'POST /api/clubs/:clubHash/request-admin-access': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/request-admin-access` }),
    expect: { anonymous: [401, 401], member: [201, 201], guardian: [201, 201], manager: [403, 201], admin: [201, 201] },
  },
  'GET /api/clubs/:clubHash/admin-access-requests': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/admin-access-requests` }),
    expect: MANAGERS_OF_CLUB(200),
  },
  'POST /api/clubs/:clubHash/admin-access-requests/:requestHash/decision': {
    request: ({ club }) => ({
      url: `/api/clubs/${club.hash}/admin-access-requests/${UNKNOWN_ID}/decision`,
      payload: { decision: 'approve' },
    }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'GET /api/users/me/admin-access-requests': { request: () => ({}), expect: SIGNED_IN },
  // No file: allowed callers get 400.
  'POST /api/clubs/:clubHash/logo': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/logo` }),
    expect: MANAGERS_OF_CLUB(400),
  },
  // Public; the demo clubs have no logo.
  'GET /api/clubs/:clubHash/logo': { request: ({ club }) => ({ url: `/api/clubs/${club.hash}/logo` }), expect: all(404) },
  'POST /api/clubs/:clubHash/invitations': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/invitations`, payload: { role: 'member', expiresAt: inAWeek() } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  'GET /api/clubs/:clubHash/invitations': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/invitations` }),
    expect: MANAGERS_OF_CLUB(200),
  },
  'DELETE /api/clubs/:clubHash/invitations/:invitationHash': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/invitations/${UNKNOWN_ID}` }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'GET /api/invitations/:token': { request: () => ({ url: `/api/invitations/${UNKNOWN_ID}` }), expect: all(404) },
  // Holding a valid link is the permission: a made-up one is refused to everyone signed in.
  'POST /api/profiles/:profileType': {
    request: ({ actor }) => ({
      url: '/api/profiles/member',
      payload: {
        user: { username: actor === 'anonymous' ? 'nobody@demo.test' : ACCOUNTS[actor].username },
        name: 'A',
        surname: 'B',
        email: 'a@demo.test',
        dni: '12345678Z',
        invitation: 'made-up',
      },
    }),
    expect: { ...all(400), anonymous: 401 },
  },
  // Impersonation (issue 3): admins and managers may try (unknown profile: 404), others may not.
  'POST /api/impersonation': {
    request: () => ({ payload: { profileHash: UNKNOWN_ID } }),
    expect: { anonymous: 401, member: 403, guardian: 403, manager: 404, admin: 404 },
  },
  'DELETE /api/impersonation': { request: () => ({}), expect: { ...all(409), anonymous: 401 } },
  // People (issue 4): the club's managers (and admins); an unknown person is 404 to them.
  'GET /api/clubs/:clubHash/people': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people?role=member` }),
    expect: MANAGERS_OF_CLUB(200),
  },
  'POST /api/clubs/:clubHash/people': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people`, payload: { type: 'member', name: 'Matrix', surname: 'Person' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  'GET /api/clubs/:clubHash/people/:personHash': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people/${UNKNOWN_ID}` }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'PATCH /api/clubs/:clubHash/people/:personHash': {
    request: ({ club }) => ({
      url: `/api/clubs/${club.hash}/people/${UNKNOWN_ID}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ enabled: false }),
    }),
    expect: MANAGERS_OF_CLUB(404),
  },
  // A person's photo (issue 4): managers set it (no file: 400); reading needs the current version.
  'POST /api/clubs/:clubHash/people/:personHash/photo': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people/${UNKNOWN_ID}/photo` }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'DELETE /api/clubs/:clubHash/people/:personHash/photo': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people/${UNKNOWN_ID}/photo` }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'GET /api/clubs/:clubHash/people/:personHash/photo': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people/${UNKNOWN_ID}/photo?v=x` }),
    expect: all(404),
  },
  // Only ever the caller's own profiles.
  'GET /api/people-group-by-club': { request: () => ({}), expect: SIGNED_IN },
  // Families (issue 4): managers link guardians and hand accounts over; unknown people are 404.
  'POST /api/clubs/:clubHash/people/:personHash/guardians': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people/${UNKNOWN_ID}/guardians`, payload: { guardian: UNKNOWN_ID } }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'DELETE /api/clubs/:clubHash/people/:personHash/guardians/:guardianHash': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people/${UNKNOWN_ID}/guardians/${UNKNOWN_ID}` }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'POST /api/clubs/:clubHash/people/:personHash/hand-over': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people/${UNKNOWN_ID}/hand-over`, payload: { email: 'x@example.test' } }),
    expect: MANAGERS_OF_CLUB(404),
  },
  // The hand-over link's page (issue 8): public, the token is the only key; an unknown one is 404.
  'GET /api/account-claims/:token': { request: () => ({ url: `/api/account-claims/${'A'.repeat(43)}` }), expect: all(404) },
  'POST /api/account-claims/:token': { request: () => ({ url: `/api/account-claims/${'A'.repeat(43)}`, payload: {} }), expect: all(404) },
  // People import and export (issue 4): managers. No file: allowed callers get 400.
  'POST /api/clubs/:clubHash/people/imports': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people/imports` }),
    expect: MANAGERS_OF_CLUB(400),
  },
  'GET /api/clubs/:clubHash/people/imports/:importHash': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people/imports/${UNKNOWN_ID}` }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'PATCH /api/clubs/:clubHash/people/imports/:importHash': {
    request: ({ club }) => ({
      url: `/api/clubs/${club.hash}/people/imports/${UNKNOWN_ID}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ skipRows: [] }),
    }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'POST /api/clubs/:clubHash/people/imports/:importHash/commit': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people/imports/${UNKNOWN_ID}/commit` }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'GET /api/clubs/:clubHash/people/export': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/people/export?format=csv&role=member` }),
    expect: MANAGERS_OF_CLUB(200),
  },
  // Only the club's guardians (the feature records_from_children is on in both demo clubs).
  'GET /api/guardian/children': {
    request: ({ club }) => ({ url: `/api/guardian/children?club=${club.hash}` }),
    expect: { anonymous: 401, member: [403, 403], guardian: [200, 403], manager: [403, 403], admin: [403, 403] },
  },
  // Teams (issue 4): the club's managers (and admins). Unknown team or person: 404 to them.
  'GET /api/clubs/:clubHash/teams': { request: ({ club }) => ({ url: `/api/clubs/${club.hash}/teams` }), expect: MANAGERS_OF_CLUB(200) },
  'POST /api/clubs/:clubHash/teams': {
    request: ({ actor, club }) => ({
      url: `/api/clubs/${club.hash}/teams`,
      payload: { name: `Matrix ${actor}`, sport: 'football', category: 'Senior', gender: 'mixed' },
    }),
    expect: MANAGERS_OF_CLUB(201),
  },
  'GET /api/clubs/:clubHash/teams/:teamHash': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/teams/${UNKNOWN_ID}` }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'PATCH /api/clubs/:clubHash/teams/:teamHash': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/teams/${UNKNOWN_ID}`, payload: { category: 'Youth' } }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'DELETE /api/clubs/:clubHash/teams/:teamHash': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/teams/${UNKNOWN_ID}` }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'PUT /api/clubs/:clubHash/teams/:teamHash/roster': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/teams/${UNKNOWN_ID}/roster`, payload: { members: [] } }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'POST /api/clubs/:clubHash/teams/:teamHash/members/:personHash': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/teams/${UNKNOWN_ID}/members/${UNKNOWN_ID}`, payload: { role: 'player' } }),
    expect: MANAGERS_OF_CLUB(404),
  },
  'DELETE /api/clubs/:clubHash/teams/:teamHash/members/:personHash': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/teams/${UNKNOWN_ID}/members/${UNKNOWN_ID}` }),
    expect: MANAGERS_OF_CLUB(404),
  },
  // Club settings (issue 4): managers; the body changes nothing (same locale) so runs stay alike.
  'GET /api/clubs/:clubHash/settings': { request: ({ club }) => ({ url: `/api/clubs/${club.hash}/settings` }), expect: MANAGERS_OF_CLUB(200) },
  'PATCH /api/clubs/:clubHash/settings': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/settings`, payload: { locale: club.shortname === 'cd-demo' ? 'es-ES' : 'ca-ES' } }),
    expect: MANAGERS_OF_CLUB(200),
  },
  // Privacy and terms: every member reads them; accepting is for the club's own people only.
  'GET /api/clubs/:clubHash/privacy': { request: ({ club }) => ({ url: `/api/clubs/${club.hash}/privacy` }), expect: MEMBERS_OF_CLUB },
  'POST /api/clubs/:clubHash/privacy/accept': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/privacy/accept`, payload: { privacyVersion: 1, termsVersion: 1 } }),
    expect: { ...MEMBERS_OF_CLUB, admin: [403, 403] },
  },
  // Feature switches: platform admins only; the body keeps each demo club's own set.
  'GET /api/admin/clubs/:clubHash/features': {
    request: ({ club }) => ({ url: `/api/admin/clubs/${club.hash}/features` }),
    expect: { anonymous: [401, 401], member: [403, 403], guardian: [403, 403], manager: [403, 403], admin: [200, 200] },
  },
  'PUT /api/admin/clubs/:clubHash/features': {
    request: ({ club }) => ({
      url: `/api/admin/clubs/${club.hash}/features`,
      payload: { codes: FEATURE_CODES.filter((code) => club.shortname === 'cd-demo' || code !== 'bookings') },
    }),
    expect: { anonymous: [401, 401], member: [403, 403], guardian: [403, 403], manager: [403, 403], admin: [200, 200] },
  },
  // My ID: one's own card (an admin has none); children's cards for guardians (feature gated).
  'GET /api/clubs/:clubHash/member-card': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/member-card` }),
    expect: { ...MEMBERS_OF_CLUB, admin: [403, 403] },
  },
  'GET /api/clubs/:clubHash/member-card/children': {
    request: ({ club }) => ({ url: `/api/clubs/${club.hash}/member-card/children` }),
    expect: { anonymous: [401, 401], member: [403, 403], guardian: [200, 403], manager: [403, 403], admin: [403, 403] },
  },
  // API documentation (public by design).
  'GET /api/docs': docs,
  'GET /api/docs/json': docs,
  'GET /api/docs/yaml': docs,
  // Redirects to the UI at /api/docs/.
  'GET /api/docs/static/index.html': { request: () => ({}), expect: all(302) },
  'GET /api/docs/static/swagger-initializer.js': docs,
  'GET /api/docs/static/*': { request: () => ({ url: '/api/docs/static/swagger-ui.css' }), expect: all(200) },
};

let t: TestApp;
const tokens: Partial<Record<Actor, string>> = {};
const clubs: Record<string, Club> = {};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  for (const actor of ACTORS) if (actor !== 'anonymous') tokens[actor] = (await t.login(ACCOUNTS[actor].username)).token;
  const profile = await t.app.inject({ url: '/api/profile', headers: bearer((await t.login('manager@demo.test')).token) });
  for (const club of UserProfileResponseSchema.parse(profile.json()).clubs) clubs[club.shortname] = club;
});
afterAll(() => t.close());

const clubFor = (actor: Actor, side: 'own' | 'foreign') =>
  clubs[actor === 'anonymous' ? (side === 'own' ? 'cd-demo' : 'ca-exemple') : ACCOUNTS[actor][side]]!;

async function statusOf(key: string, actor: Actor, club: Club): Promise<number> {
  const [method, path] = key.split(' ') as [InjectOptions['method'], string];
  const request = MATRIX[key]!.request({ actor, club });
  const token = tokens[actor];
  const response = await t.app.inject({
    method,
    url: path,
    ...request,
    headers: { ...(token ? bearer(token) : {}), ...(request.headers ?? {}) },
  });
  return response.statusCode;
}

describe('authorization matrix', () => {
  it('has an entry for every registered /api route (HEAD mirrors GET)', () => {
    const registered = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((key) => !(key in MATRIX));
    expect(missing, 'routes without an authorization matrix entry').toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !registered.includes(key));
    expect(stale, 'matrix entries for routes that no longer exist').toEqual([]);
  });

  for (const [key, entry] of Object.entries(MATRIX)) {
    it.each(ACTORS)(`${key} as %s`, async (actor) => {
      const expected = entry.expect[actor];
      const [own, foreign] = Array.isArray(expected) ? expected : [expected, expected];
      expect(await statusOf(key, actor, clubFor(actor, 'own')), 'own club').toBe(own);
      expect(await statusOf(key, actor, clubFor(actor, 'foreign')), 'foreign club').toBe(foreign);
    });
  }

  it('answers 404 for an unknown club to every signed-in actor, 401 to the anonymous one', async () => {
    const unknown = { hash: 'AAAAAAAAAAAAAAAAAAAAAA', shortname: 'no-such-club' };
    for (const key of Object.keys(MATRIX).filter((k) => k.includes(':club'))) {
      for (const actor of ACTORS) {
        const isPublic = t.app.registeredRoutes.some((r) => `${r.method} ${r.url}` === key && r.public);
        const anonymousOnProtected = actor === 'anonymous' && key.includes(':clubHash') && !isPublic;
        expect(await statusOf(key, actor, unknown), `${key} as ${actor}`).toBe(anonymousOnProtected ? 401 : 404);
      }
    }
  });
});
