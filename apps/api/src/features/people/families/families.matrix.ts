import { ACCOUNT_CLAIMS_ROUTES, FAMILIES_ROUTES } from '@tribuna/contract';
import { createPerson, linkGuardian } from '../../../test/factories';
import { all, MANAGERS_OF_CLUB, UNKNOWN_ID } from '../../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../../test/matrix/matrix-types';

/** A hand-over link's token is 43 characters; this one was never issued. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

/**
 * Authorization matrix rows of families (issue 4; src/test/authorization-matrix.test.ts):
 * managers link guardians and hand accounts over; unknown people are 404.
 */
export const FAMILIES_MATRIX: MatrixRows = {
  [rowKey(FAMILIES_ROUTES.addGuardian)]: {
    request: () => ({ payload: { guardian: UNKNOWN_ID } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({ params: { personHash: (await createPerson(t, club)).hash } }),
  },
  [rowKey(FAMILIES_ROUTES.removeGuardian)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    // A child really linked to a guardian, so the unlink would succeed in the objects' own club.
    foreignObject: async ({ t }, { club }) => {
      const child = await createPerson(t, club);
      const guardian = await createPerson(t, club, { role: 'guardian' });
      await linkGuardian(t, guardian, child);
      return { params: { personHash: child.hash, guardianHash: guardian.hash } };
    },
  },
  [rowKey(FAMILIES_ROUTES.handOver)]: {
    request: () => ({ payload: { email: 'x@example.test' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({ params: { personHash: (await createPerson(t, club, { birthDate: '2007-01-01' })).hash } }),
  },
  // Only the club's guardians (the feature records_from_children is on in both clubs).
  [rowKey(FAMILIES_ROUTES.guardianChildren)]: {
    request: ({ club }) => ({ query: { club: club.hash } }),
    expect: { anonymous: 401, member: [403, 403], guardian: [200, 403], manager: [403, 403], admin: [403, 403] },
  },
  // The hand-over link's page (issue 8): public, the token is the only key; an unknown one is 404.
  [rowKey(ACCOUNT_CLAIMS_ROUTES.read)]: { request: () => ({ params: { token: UNKNOWN_TOKEN } }), expect: all(404) },
  [rowKey(ACCOUNT_CLAIMS_ROUTES.claim)]: { request: () => ({ params: { token: UNKNOWN_TOKEN }, payload: {} }), expect: all(404) },
};
