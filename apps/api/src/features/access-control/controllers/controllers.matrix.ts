import { ACCESS_CONTROLLERS_ROUTES as ROUTES } from '@tribuna/contract/access-controllers.routes';
import { createPerson, uniqueName } from '../../../test/factories';
import { MANAGERS_OF_CLUB } from '../../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../../test/matrix/matrix-types';
import { AccessListsRepository } from '../lists/lists.repository';

const aProfile: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { profileHash: (await createPerson(t, club)).hash } });
const aList: MatrixRow['foreignObject'] = async ({ t }, { club }) => {
  const list = await new AccessListsRepository(t.db).insert(club.id, { name: uniqueName('Gate'), kind: 'members', campaignId: null });
  return { params: { listHash: list!.publicId } };
};

/**
 * Door controllers and a list's live day (issue 24): the club's managers and admins only; a door
 * controller scans but reads no people and no counters. Another club's profile or list: 404.
 */
export const ACCESS_CONTROLLERS_MATRIX: MatrixRows = {
  [rowKey(ROUTES.controllers)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(ROUTES.grantController)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aProfile },
  [rowKey(ROUTES.revokeController)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aProfile },
  [rowKey(ROUTES.listToday)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aList },
};
