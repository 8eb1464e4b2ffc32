import { createPerson } from '../../test/factories';
import { MANAGERS_OF_CLUB, mergePatch, SIGNED_IN } from '../../test/matrix/expectations';
import type { MatrixRow, MatrixRows } from '../../test/matrix/matrix-types';

const aPerson: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { personHash: (await createPerson(t, club)).hash } });

/**
 * Authorization matrix rows of people (issue 4; src/test/authorization-matrix.test.ts): the
 * club's managers (and admins); an unknown person is 404 to them.
 */
export const PEOPLE_MATRIX: MatrixRows = {
  'GET /api/clubs/:clubHash/people': { request: () => ({ query: { role: 'member' } }), expect: MANAGERS_OF_CLUB(200) },
  'POST /api/clubs/:clubHash/people': {
    request: () => ({ payload: { type: 'member', name: 'Matrix', surname: 'Person' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  'GET /api/clubs/:clubHash/people/:personHash': { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aPerson },
  'PATCH /api/clubs/:clubHash/people/:personHash': {
    request: () => mergePatch({ enabled: false }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aPerson,
  },
  // Only ever the caller's own profiles.
  'GET /api/people-group-by-club': { request: () => ({}), expect: SIGNED_IN },
};
