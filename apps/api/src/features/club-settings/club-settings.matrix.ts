import { MANAGERS_OF_CLUB, MEMBERS_OF_CLUB, PLATFORM_ADMINS } from '../../test/matrix/expectations';
import type { MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of club settings (issue 4; src/test/authorization-matrix.test.ts). */
export const CLUB_SETTINGS_MATRIX: MatrixRows = {
  // Managers; the body changes nothing (the club's own locale) so runs stay alike.
  'GET /api/clubs/:clubHash/settings': { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  'PATCH /api/clubs/:clubHash/settings': { request: ({ club }) => ({ payload: { locale: club.locale } }), expect: MANAGERS_OF_CLUB(200) },
  // Privacy and terms: every member reads them; accepting is for the club's own people only.
  'GET /api/clubs/:clubHash/privacy': { request: () => ({}), expect: MEMBERS_OF_CLUB },
  'POST /api/clubs/:clubHash/privacy/accept': {
    request: () => ({ payload: { privacyVersion: 1, termsVersion: 1 } }),
    expect: { ...MEMBERS_OF_CLUB, admin: [403, 403] },
  },
  // Feature switches: platform admins only; the body keeps each club's own set.
  'GET /api/admin/clubs/:clubHash/features': { request: () => ({}), expect: PLATFORM_ADMINS(200) },
  'PUT /api/admin/clubs/:clubHash/features': {
    request: ({ club }) => ({ payload: { codes: club.features } }),
    expect: PLATFORM_ADMINS(200),
  },
};
