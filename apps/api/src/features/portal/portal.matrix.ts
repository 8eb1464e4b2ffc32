import { PORTAL_ROUTES } from '@tribuna/contract';
import { createPortalLink } from '../../test/factories';
import { all, MANAGERS_OF_CLUB } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';

const aLink: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({
  params: { componentId: String((await createPortalLink(t, club)).id) },
});
const UNKNOWN_COMPONENT = { componentId: '2147483000' };

/**
 * Portal components (issue 11): the club's managers (and admins) set them; visitors read the
 * portal. Another club's component under your club: 404.
 */
export const PORTAL_MATRIX: MatrixRows = {
  [rowKey(PORTAL_ROUTES.list)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(PORTAL_ROUTES.create)]: {
    request: ({ actor }) => ({ payload: { name: `Matrix ${actor}`, type: 'link', properties: { href: 'https://matrix.example/' } } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(PORTAL_ROUTES.update)]: {
    request: () => ({ params: UNKNOWN_COMPONENT, payload: { enabled: false } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aLink,
  },
  [rowKey(PORTAL_ROUTES.remove)]: {
    request: () => ({ params: UNKNOWN_COMPONENT }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aLink,
  },
  [rowKey(PORTAL_ROUTES.publicPortal)]: { request: () => ({}), expect: all(200) },
};
