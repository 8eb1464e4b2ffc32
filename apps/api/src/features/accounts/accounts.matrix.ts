import { all, SIGNED_IN } from '../../test/matrix/expectations';
import type { MatrixRows } from '../../test/matrix/matrix-types';

/**
 * Authorization matrix rows of accounts (issue 3; src/test/authorization-matrix.test.ts): public
 * signup and recovery; the rest acts on the caller's own account.
 */
export const ACCOUNTS_MATRIX: MatrixRows = {
  // The spec's body (spec 7): username, email, password, confirmPassword.
  'POST /api/users/register': {
    request: ({ actor, club }) => ({
      payload: {
        username: `matrix-${actor}-${club.shortname}@example.test`,
        email: `matrix-${actor}-${club.shortname}@example.test`,
        password: 'Secret12!',
        confirmPassword: 'Secret12!',
      },
    }),
    expect: all(200),
  },
  'POST /api/users/validate-email': {
    request: ({ account }) => ({ payload: { email: account?.username ?? 'x@example.test' } }),
    expect: SIGNED_IN,
  },
  'POST /api/users/confirm-email': { request: () => ({ payload: { hash: 'unknown-hash' } }), expect: all(400) },
  // A wrong current password: signed-in callers reach the check (400), nobody else does.
  'PATCH /api/users/change-password': {
    request: () => ({ payload: { currentPassword: 'Wrong1234!', newPassword: 'Newpass1!' } }),
    expect: { ...all(400), anonymous: 401 },
  },
  'POST /api/users/password-reset/request': {
    request: () => ({ payload: { username: 'nobody@example.test', method: 'email' } }),
    expect: all(200),
  },
  'POST /api/users/password-reset/validate': {
    request: () => ({ payload: { username: 'nobody@example.test', code: '123456' } }),
    expect: all(400),
  },
  'POST /api/users/password-reset/confirm': {
    request: () => ({
      payload: { username: 'nobody@example.test', code: '123456', newPassword: 'Newpass1!', confirmNewPassword: 'Newpass1!' },
    }),
    expect: all(400),
  },
  // Developer mail page: public outside production (not registered in production).
  'GET /api/dev/outbox': { request: () => ({}), expect: all(200) },
};
