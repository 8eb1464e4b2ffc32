import { ONBOARDING_ROUTES, PRE_ENROLLMENTS_ROUTES } from '@tribuna/contract';
import { createAccessRequest, createPreEnrollment } from '../../test/factories';
import { all, MANAGERS_OF_CLUB, SIGNED_IN } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of onboarding (issue 3; src/test/authorization-matrix.test.ts). */
export const ONBOARDING_MATRIX: MatrixRows = {
  [rowKey(ONBOARDING_ROUTES.searchClubs)]: { request: ({ club }) => ({ query: { name: club.name } }), expect: all(200) },
  // A taken short name: access is decided before the body is judged.
  [rowKey(ONBOARDING_ROUTES.createClub)]: {
    request: ({ club }) => ({
      payload: { name: 'Matrix', shortname: club.shortname, city: 'A', regionName: 'B', countryName: 'C', locale: 'es-ES' },
    }),
    expect: { ...all(400), anonymous: 401 },
  },
  [rowKey(ONBOARDING_ROUTES.orphanedManagers)]: { request: ({ club }) => ({ query: { club: club.hash } }), expect: SIGNED_IN },
  // Anyone signed in may ask any club, except a club they already manage.
  [rowKey(ONBOARDING_ROUTES.requestAccess)]: {
    request: () => ({}),
    expect: { anonymous: [401, 401], member: [201, 201], guardian: [201, 201], manager: [403, 201], admin: [201, 201] },
  },
  [rowKey(ONBOARDING_ROUTES.listAccessRequests)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(ONBOARDING_ROUTES.decideAccessRequest)]: {
    request: () => ({ payload: { decision: 'approve' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({ params: { requestHash: (await createAccessRequest(t, club)).hash } }),
  },
  [rowKey(ONBOARDING_ROUTES.myAccessRequests)]: { request: () => ({}), expect: SIGNED_IN },
  [rowKey(PRE_ENROLLMENTS_ROUTES.list)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(PRE_ENROLLMENTS_ROUTES.decide)]: {
    request: () => ({ payload: { decision: 'accept' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({ params: { profileHash: (await createPreEnrollment(t, club)).profile.hash } }),
  },
  // No file: allowed callers get 400.
  [rowKey(ONBOARDING_ROUTES.uploadLogo)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(400) },
  // Public; a new club has no logo.
  [rowKey(ONBOARDING_ROUTES.logo)]: { request: () => ({}), expect: all(404) },
};
