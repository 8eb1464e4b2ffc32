import { MEMBER_CARD_ROUTES } from '@tribuna/contract';
import { MEMBERS_OF_CLUB } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/**
 * Authorization matrix rows of My ID (src/test/authorization-matrix.test.ts): one's own card (an
 * admin has none); children's cards for guardians (feature gated); the club's card design has its own file
 * (design/card-design.matrix.ts).
 */
export const MEMBER_CARD_MATRIX: MatrixRows = {
  [rowKey(MEMBER_CARD_ROUTES.own)]: { request: () => ({}), expect: { ...MEMBERS_OF_CLUB, admin: [403, 403] } },
  [rowKey(MEMBER_CARD_ROUTES.children)]: {
    request: () => ({}),
    expect: { anonymous: [401, 401], member: [403, 403], guardian: [200, 403], manager: [403, 403], admin: [403, 403] },
  },
};
