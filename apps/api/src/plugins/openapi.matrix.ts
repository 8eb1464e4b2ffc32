import { all } from '../test/matrix/expectations';
import type { MatrixRow, MatrixRows } from '../test/matrix/matrix-types';

const docs: MatrixRow = { request: () => ({}), expect: all(200) };

/** Authorization matrix rows of the API documentation (public by design; src/test/authorization-matrix.test.ts). */
export const OPENAPI_MATRIX: MatrixRows = {
  'GET /api/docs': docs,
  'GET /api/docs/json': docs,
  'GET /api/docs/yaml': docs,
  // Redirects to the UI at /api/docs/.
  'GET /api/docs/static/index.html': { request: () => ({}), expect: all(302) },
  'GET /api/docs/static/swagger-initializer.js': docs,
  'GET /api/docs/static/*': { request: () => ({ params: { '*': 'swagger-ui.css' } }), expect: all(200) },
};
