import { PEOPLE_ROUTES } from '@tribuna/contract';
import { createPerson } from '../../test/factories';
import { MANAGERS_OF_CLUB, mergePatch, SIGNED_IN } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';

const aPerson: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { personHash: (await createPerson(t, club)).hash } });

/**
 * Authorization matrix rows of people (issue 4; src/test/authorization-matrix.test.ts): the
 * club's managers (and admins); an unknown person is 404 to them.
 */
export const PEOPLE_MATRIX: MatrixRows = {
  [rowKey(PEOPLE_ROUTES.list)]: { request: () => ({ query: { role: 'member' } }), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(PEOPLE_ROUTES.create)]: {
    request: () => ({ payload: { type: 'member', name: 'Matrix', surname: 'Person' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(PEOPLE_ROUTES.read)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aPerson },
  [rowKey(PEOPLE_ROUTES.update)]: {
    request: () => mergePatch({ enabled: false }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aPerson,
  },
  // Only ever the caller's own profiles.
  [rowKey(PEOPLE_ROUTES.groupByClub)]: { request: () => ({}), expect: SIGNED_IN },
};
