import { all, UNKNOWN_ID } from '../../test/matrix/expectations';
import type { MatrixRows } from '../../test/matrix/matrix-types';

/**
 * Authorization matrix rows of impersonation (issue 3; src/test/authorization-matrix.test.ts):
 * admins and managers may try (unknown profile: 404), others may not.
 */
export const IMPERSONATION_MATRIX: MatrixRows = {
  'POST /api/impersonation': {
    request: () => ({ payload: { profileHash: UNKNOWN_ID } }),
    expect: { anonymous: 401, member: 403, guardian: 403, manager: 404, admin: 404 },
  },
  'DELETE /api/impersonation': { request: () => ({}), expect: { ...all(409), anonymous: 401 } },
};
