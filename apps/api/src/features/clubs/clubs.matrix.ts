import { all, MEMBERS_OF_CLUB, SIGNED_IN } from '../../test/matrix/expectations';
import type { MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of clubs (src/test/authorization-matrix.test.ts). */
export const CLUBS_MATRIX: MatrixRows = {
  'GET /api/clubs': { request: () => ({}), expect: SIGNED_IN },
  'GET /api/clubs/p/:clubShortName': { request: () => ({}), expect: all(200) },
  // Spec 7 "read without token": anyone reads the public fields; members and admins the detail
  // (clubs.test.ts checks which fields each caller gets).
  'GET /api/clubs/:clubHash': { request: () => ({}), expect: all(200) },
  'GET /api/clubs/:clubHash/features': { request: () => ({}), expect: MEMBERS_OF_CLUB },
  'GET /api/clubs/:clubHash/profiles': { request: () => ({}), expect: MEMBERS_OF_CLUB },
};
