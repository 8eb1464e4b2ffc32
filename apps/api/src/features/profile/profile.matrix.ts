import { SIGNED_IN } from '../../test/matrix/expectations';
import type { MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of the caller's profile (src/test/authorization-matrix.test.ts). */
export const PROFILE_MATRIX: MatrixRows = {
  'GET /api/profile': { request: () => ({}), expect: SIGNED_IN },
};
