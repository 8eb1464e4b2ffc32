import { INVITATIONS_ROUTES } from '@tribuna/contract';
import { createInvitation } from '../../test/factories';
import { all, inAWeek, MANAGERS_OF_CLUB } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of invitation links (src/test/authorization-matrix.test.ts). */
export const INVITATIONS_MATRIX: MatrixRows = {
  [rowKey(INVITATIONS_ROUTES.create)]: {
    request: () => ({ payload: { role: 'member', expiresAt: inAWeek() } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(INVITATIONS_ROUTES.list)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(INVITATIONS_ROUTES.revoke)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club, manager }) => ({ params: { invitationHash: (await createInvitation(t, club, manager)).hash } }),
  },
  [rowKey(INVITATIONS_ROUTES.preview)]: { request: () => ({}), expect: all(404) },
  // Holding a valid link is the permission: a made-up one is refused to everyone signed in.
  [rowKey(INVITATIONS_ROUTES.join)]: {
    request: ({ account }) => ({
      params: { profileType: 'member' },
      payload: {
        user: { username: account?.username ?? 'nobody@example.test' },
        name: 'A',
        surname: 'B',
        email: 'a@example.test',
        dni: '12345678Z',
        invitation: 'made-up',
      },
    }),
    expect: { ...all(400), anonymous: 401 },
  },
};
