import { CLUBS_ROUTES } from '@tribuna/contract';
import { all, MEMBERS_OF_CLUB, SIGNED_IN } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of clubs (src/test/authorization-matrix.test.ts). */
export const CLUBS_MATRIX: MatrixRows = {
  [rowKey(CLUBS_ROUTES.list)]: { request: () => ({}), expect: SIGNED_IN },
  [rowKey(CLUBS_ROUTES.publicByShortName)]: { request: () => ({}), expect: all(200) },
  // Spec 7 "read without token": anyone reads the public fields; members and admins the detail
  // (clubs.test.ts checks which fields each caller gets).
  [rowKey(CLUBS_ROUTES.read)]: { request: () => ({}), expect: all(200) },
  [rowKey(CLUBS_ROUTES.features)]: { request: () => ({}), expect: MEMBERS_OF_CLUB },
  [rowKey(CLUBS_ROUTES.profiles)]: { request: () => ({}), expect: MEMBERS_OF_CLUB },
};
