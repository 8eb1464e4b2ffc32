import { createInvitation } from '../../test/factories';
import { all, inAWeek, MANAGERS_OF_CLUB } from '../../test/matrix/expectations';
import type { MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of invitation links (src/test/authorization-matrix.test.ts). */
export const INVITATIONS_MATRIX: MatrixRows = {
  'POST /api/clubs/:clubHash/invitations': {
    request: () => ({ payload: { role: 'member', expiresAt: inAWeek() } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  'GET /api/clubs/:clubHash/invitations': { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  'DELETE /api/clubs/:clubHash/invitations/:invitationHash': {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club, manager }) => ({ params: { invitationHash: (await createInvitation(t, club, manager)).hash } }),
  },
  'GET /api/invitations/:token': { request: () => ({}), expect: all(404) },
  // Holding a valid link is the permission: a made-up one is refused to everyone signed in.
  'POST /api/profiles/:profileType': {
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
