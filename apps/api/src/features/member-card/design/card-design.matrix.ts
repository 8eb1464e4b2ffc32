import { CARD_DESIGN_ROUTES, DEFAULT_CARD_DESIGN } from '@tribuna/contract';
import { all, MANAGERS_OF_CLUB } from '../../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../../test/matrix/matrix-types';

const { backgroundImage: _none, ...body } = DEFAULT_CARD_DESIGN;

/**
 * Authorization matrix rows of the card design (part of MEMBER_CARD_MATRIX): the club's managers
 * (and admins) read and change it; another club's manager is refused. The picture is public like
 * the logo; a new club has none.
 */
export const CARD_DESIGN_MATRIX: MatrixRows = {
  [rowKey(CARD_DESIGN_ROUTES.read)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(CARD_DESIGN_ROUTES.update)]: {
    request: () => ({ payload: { ...body, primaryColour: '#123456' } }),
    expect: MANAGERS_OF_CLUB(200),
  },
  // No file sent: refused (400) for whoever may change the design.
  [rowKey(CARD_DESIGN_ROUTES.uploadBackground)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(400) },
  [rowKey(CARD_DESIGN_ROUTES.background)]: { request: () => ({}), expect: all(404) },
};
