import { IMPERSONATION_ROUTES } from '@tribuna/contract';
import { all, UNKNOWN_ID } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/**
 * Authorization matrix rows of impersonation (issue 3; src/test/authorization-matrix.test.ts):
 * admins and managers may try (unknown profile: 404), others may not.
 */
export const IMPERSONATION_MATRIX: MatrixRows = {
  [rowKey(IMPERSONATION_ROUTES.start)]: {
    request: () => ({ payload: { profileHash: UNKNOWN_ID } }),
    expect: { anonymous: 401, member: 403, guardian: 403, manager: 404, admin: 404 },
  },
  [rowKey(IMPERSONATION_ROUTES.end)]: { request: () => ({}), expect: { ...all(409), anonymous: 401 } },
};
