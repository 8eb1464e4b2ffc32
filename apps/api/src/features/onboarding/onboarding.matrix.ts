import { createAccessRequest, createPreEnrollment } from '../../test/factories';
import { all, MANAGERS_OF_CLUB, SIGNED_IN } from '../../test/matrix/expectations';
import type { MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of onboarding (issue 3; src/test/authorization-matrix.test.ts). */
export const ONBOARDING_MATRIX: MatrixRows = {
  'GET /api/clubs/search': { request: ({ club }) => ({ query: { name: club.name } }), expect: all(200) },
  // A taken short name: access is decided before the body is judged.
  'POST /api/clubs': {
    request: ({ club }) => ({
      payload: { name: 'Matrix', shortname: club.shortname, city: 'A', regionName: 'B', countryName: 'C', locale: 'es-ES' },
    }),
    expect: { ...all(400), anonymous: 401 },
  },
  'GET /api/users/orphaned-managers': { request: ({ club }) => ({ query: { club: club.hash } }), expect: SIGNED_IN },
  // Anyone signed in may ask any club, except a club they already manage.
  'POST /api/clubs/:clubHash/request-admin-access': {
    request: () => ({}),
    expect: { anonymous: [401, 401], member: [201, 201], guardian: [201, 201], manager: [403, 201], admin: [201, 201] },
  },
  'GET /api/clubs/:clubHash/admin-access-requests': { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  'POST /api/clubs/:clubHash/admin-access-requests/:requestHash/decision': {
    request: () => ({ payload: { decision: 'approve' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({ params: { requestHash: (await createAccessRequest(t, club)).hash } }),
  },
  'GET /api/users/me/admin-access-requests': { request: () => ({}), expect: SIGNED_IN },
  'GET /api/clubs/:clubHash/pre-enrollments': { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  'POST /api/clubs/:clubHash/pre-enrollments/:profileHash/decision': {
    request: () => ({ payload: { decision: 'accept' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({ params: { profileHash: (await createPreEnrollment(t, club)).profile.hash } }),
  },
  // No file: allowed callers get 400.
  'POST /api/clubs/:clubHash/logo': { request: () => ({}), expect: MANAGERS_OF_CLUB(400) },
  // Public; a new club has no logo.
  'GET /api/clubs/:clubHash/logo': { request: () => ({}), expect: all(404) },
};
