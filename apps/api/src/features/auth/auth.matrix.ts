import { AUTH_ROUTES } from '@tribuna/contract';
import { all } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of the sign-in routes (src/test/authorization-matrix.test.ts). */
export const AUTH_MATRIX: MatrixRows = {
  // Login is public: each actor with their own credentials, the anonymous caller with wrong ones.
  [rowKey(AUTH_ROUTES.login)]: {
    request: ({ account }) => ({
      payload: account
        ? { username: account.username, password: account.password }
        : { username: 'nobody@example.test', password: 'Wrong1234!' },
    }),
    expect: { ...all(200), anonymous: 401 },
  },
  // A bearer token never stands in for the refresh cookie.
  [rowKey(AUTH_ROUTES.refresh)]: { request: () => ({}), expect: all(401) },
  [rowKey(AUTH_ROUTES.logout)]: { request: () => ({}), expect: all(200) },
};
