import { all } from '../../test/matrix/expectations';
import type { MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of the app configuration (src/test/authorization-matrix.test.ts). */
export const APP_CONFIG_MATRIX: MatrixRows = {
  'GET /api/app-config': { request: () => ({}), expect: all(200) },
};
