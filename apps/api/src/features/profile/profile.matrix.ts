import { PROFILE_ROUTES } from '@tribuna/contract';
import { SIGNED_IN } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of the caller's profile (src/test/authorization-matrix.test.ts). */
export const PROFILE_MATRIX: MatrixRows = {
  [rowKey(PROFILE_ROUTES.read)]: { request: () => ({}), expect: SIGNED_IN },
};
