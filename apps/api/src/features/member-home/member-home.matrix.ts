import { MEMBER_HOME_ROUTES } from '@tribuna/contract';
import { MEMBERS_OF_CLUB } from '../../test/matrix/expectations';
import { rowKey, type MatrixRows } from '../../test/matrix/matrix-types';

/** The club's own people only, an admin without a profile there included out: the answers are one's own. */
const OWN_PEOPLE = { ...MEMBERS_OF_CLUB, admin: [403, 403] } as const;

/**
 * Authorization matrix rows of the member's and guardian's home (issue 21 item 5): one's own
 * orders and bookings in the club, and its booking links, for any profile of the club.
 */
export const MEMBER_HOME_MATRIX: MatrixRows = {
  [rowKey(MEMBER_HOME_ROUTES.home)]: { request: () => ({}), expect: OWN_PEOPLE },
  [rowKey(MEMBER_HOME_ROUTES.myOrders)]: { request: () => ({}), expect: OWN_PEOPLE },
  [rowKey(MEMBER_HOME_ROUTES.myBookings)]: { request: () => ({}), expect: OWN_PEOPLE },
  [rowKey(MEMBER_HOME_ROUTES.bookingLinks)]: { request: () => ({}), expect: OWN_PEOPLE },
};
