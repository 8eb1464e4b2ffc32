import { HOME_ACTIONS_ROUTES } from '@tribuna/contract/home-actions.routes';
import { MANAGERS_OF_CLUB } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/** Authorization matrix rows of the manager's things to act on (issue 25): the club's managers and admins only. */
export const HOME_ACTIONS_MATRIX: MatrixRows = {
  [rowKey(HOME_ACTIONS_ROUTES.read)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
};
