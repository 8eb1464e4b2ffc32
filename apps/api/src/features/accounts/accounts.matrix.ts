import { ACCOUNTS_ROUTES, DEV_OUTBOX_ROUTES, PASSWORD_RESET_ROUTES } from '@tribuna/contract';
import { all, SIGNED_IN } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/**
 * Authorization matrix rows of accounts (issue 3; src/test/authorization-matrix.test.ts): public
 * signup and recovery; the rest acts on the caller's own account.
 */
export const ACCOUNTS_MATRIX: MatrixRows = {
  // The spec's body (spec 7): username, email, password, confirmPassword.
  [rowKey(ACCOUNTS_ROUTES.register)]: {
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
  [rowKey(ACCOUNTS_ROUTES.validateEmail)]: {
    request: ({ account }) => ({ payload: { email: account?.username ?? 'x@example.test' } }),
    expect: SIGNED_IN,
  },
  [rowKey(ACCOUNTS_ROUTES.confirmEmail)]: { request: () => ({ payload: { hash: 'unknown-hash' } }), expect: all(400) },
  // A wrong current password: signed-in callers reach the check (400), nobody else does.
  [rowKey(ACCOUNTS_ROUTES.changePassword)]: {
    request: () => ({ payload: { currentPassword: 'Wrong1234!', newPassword: 'Newpass1!' } }),
    expect: { ...all(400), anonymous: 401 },
  },
  [rowKey(PASSWORD_RESET_ROUTES.request)]: {
    request: () => ({ payload: { username: 'nobody@example.test', method: 'email' } }),
    expect: all(200),
  },
  [rowKey(PASSWORD_RESET_ROUTES.validate)]: {
    request: () => ({ payload: { username: 'nobody@example.test', code: '123456' } }),
    expect: all(400),
  },
  [rowKey(PASSWORD_RESET_ROUTES.confirm)]: {
    request: () => ({
      payload: { username: 'nobody@example.test', code: '123456', newPassword: 'Newpass1!', confirmNewPassword: 'Newpass1!' },
    }),
    expect: all(400),
  },
  // Developer mail page: public outside production (not registered in production).
  [rowKey(DEV_OUTBOX_ROUTES.list)]: { request: () => ({}), expect: all(200) },
};
