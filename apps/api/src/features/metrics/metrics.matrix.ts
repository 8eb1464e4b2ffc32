import { METRICS_ROUTES } from '@tribuna/contract';
import { MANAGERS_OF_CLUB } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/**
 * Club metrics (issue 25 part 1): the overview, its drill-downs and "refresh now" are for the
 * club's managers (and admins); the matrix runs with rate limits off, so refreshes are not cooled down.
 */
export const METRICS_MATRIX: MatrixRows = {
  [rowKey(METRICS_ROUTES.overview)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(METRICS_ROUTES.refresh)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(METRICS_ROUTES.drillDown)]: { request: () => ({ query: { list: 'members' } }), expect: MANAGERS_OF_CLUB(200) },
};
