import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import { ClubBookingLinkListSchema, MyBookingListSchema, MyHomeSchema, MyOrderListSchema } from './member-home';

const tags = ['member-home'];

/**
 * The member's and guardian's home (issue 21 item 5): the signed-in account's orders and coming
 * bookings in one club, and the club's open booking links. Any profile of the club may ask;
 * answers are personal (never cached by shared caches).
 */
export const MEMBER_HOME_ROUTES = {
  home: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/my/home',
    summary:
      'The signed-in account’s home in this club: its people (its profiles and its children) with their teams and next training, and the club’s latest news',
    description:
      'News are the threads written from one of the club’s mailboxes that reached one of the account’s profiles (newest first, ' +
      'not archived). Training times are the teams’ weekly times in the club’s wall clock (Europe/Madrid).',
    tags,
    access: 'memberHome.read',
    params: ClubHashParamsSchema,
    status: 200,
    response: MyHomeSchema,
  }),
  myOrders: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/shop/my-orders',
    summary: 'The signed-in account’s orders in this club, newest first (at most 50): its order history',
    description:
      'Orders placed signed in, and those bought as a guest with the account’s address once that address is confirmed ' +
      '(as for the account’s tickets). A guardian’s purchases for their children are theirs.',
    tags,
    access: 'memberHome.read',
    params: ClubHashParamsSchema,
    status: 200,
    response: MyOrderListSchema,
  }),
  myBookings: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/bookings/my-bookings',
    summary: 'The signed-in account’s coming bookings in this club (not cancelled), soonest first (at most 50)',
    description:
      'Bookings made with one of the account’s profiles in the club (signed in on a booking link), and those made with ' +
      'the account’s address once that address is confirmed.',
    tags,
    access: 'memberHome.read',
    feature: 'bookings',
    params: ClubHashParamsSchema,
    status: 200,
    response: MyBookingListSchema,
  }),
  bookingLinks: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/bookings/open-links',
    summary: 'The club’s enabled booking links, by name, for its people to book from',
    tags,
    access: 'memberHome.read',
    feature: 'bookings',
    params: ClubHashParamsSchema,
    status: 200,
    response: ClubBookingLinkListSchema,
  }),
} as const;
