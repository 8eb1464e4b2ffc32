import { createPortalLink } from '../../test/factories';
import { all, MANAGERS_OF_CLUB } from '../../test/matrix/expectations';
import type { MatrixRow, MatrixRows } from '../../test/matrix/matrix-types';

const aLink: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({
  params: { componentId: String((await createPortalLink(t, club)).id) },
});
const UNKNOWN_COMPONENT = { componentId: '2147483000' };

/**
 * Portal components (issue 11): the club's managers (and admins) set them; visitors read the
 * portal. Another club's component under your club: 404.
 */
export const PORTAL_MATRIX: MatrixRows = {
  'GET /api/clubs/:clubHash/portal/components': { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  'POST /api/clubs/:clubHash/portal/components': {
    request: ({ actor }) => ({ payload: { name: `Matrix ${actor}`, type: 'link', properties: { href: 'https://matrix.example/' } } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  'PUT /api/clubs/:clubHash/portal/components/:componentId': {
    request: () => ({ params: UNKNOWN_COMPONENT, payload: { enabled: false } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aLink,
  },
  'DELETE /api/clubs/:clubHash/portal/components/:componentId': {
    request: () => ({ params: UNKNOWN_COMPONENT }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aLink,
  },
  'GET /api/clubs/:clubHash/portal': { request: () => ({}), expect: all(200) },
};
