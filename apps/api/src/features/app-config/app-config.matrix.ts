import { APP_CONFIG_ROUTES } from '@tribuna/contract';
import { all } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of the app configuration (src/test/authorization-matrix.test.ts). */
export const APP_CONFIG_MATRIX: MatrixRows = {
  [rowKey(APP_CONFIG_ROUTES.read)]: { request: () => ({}), expect: all(200) },
};
