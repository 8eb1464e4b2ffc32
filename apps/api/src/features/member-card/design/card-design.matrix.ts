import { DEFAULT_CARD_DESIGN } from '@tribuna/contract';
import { all, MANAGERS_OF_CLUB } from '../../../test/matrix/expectations';
import type { MatrixRows } from '../../../test/matrix/matrix-types';

const path = '/api/clubs/:clubHash/card-design';
const { backgroundImage: _none, ...body } = DEFAULT_CARD_DESIGN;

/**
 * Authorization matrix rows of the card design (part of MEMBER_CARD_MATRIX): the club's managers
 * (and admins) read and change it; another club's manager is refused. The picture is public like
 * the logo; a new club has none.
 */
export const CARD_DESIGN_MATRIX: MatrixRows = {
  [`GET ${path}`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [`PUT ${path}`]: { request: () => ({ payload: { ...body, primaryColour: '#123456' } }), expect: MANAGERS_OF_CLUB(200) },
  // No file sent: refused (400) for whoever may change the design.
  [`POST ${path}/background`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(400) },
  [`GET ${path}/background`]: { request: () => ({}), expect: all(404) },
};
