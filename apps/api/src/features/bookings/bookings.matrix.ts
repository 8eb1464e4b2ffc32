import { BOOKINGS_ROUTES, PUBLIC_BOOKINGS_ROUTES } from '@tribuna/contract';
import { createBookingSetup } from '../../test/factories';
import { all, MANAGERS_OF_CLUB, MEMBERS_OF_CLUB, mergePatch } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';

const aSetup =
  (key: 'calendarHash' | 'policyHash' | 'exceptionHash' | 'linkGroupHash' | 'bookingHash'): MatrixRow['foreignObject'] =>
  async ({ t }, { club }) => {
    const setup = await createBookingSetup(t, club);
    const value = {
      calendarHash: setup.calendarHash,
      policyHash: setup.policyHash,
      exceptionHash: setup.exceptionHash,
      linkGroupHash: setup.linkHash,
      bookingHash: setup.bookingHash,
    }[key];
    return { params: { [key]: value } };
  };
const inTwoDays = () => new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 3_600_000) * 3_600_000).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Bookings (issue 13): the set-up and the agenda are for the club's managers (and admins), behind
 * the bookings feature; the booking token for any of the club's people; links, slots, status
 * pages and feeds are public and keyed by unguessable hashes. Another club's object under your
 * club: 404 to everyone.
 */
export const BOOKINGS_MATRIX: MatrixRows = {
  [rowKey(BOOKINGS_ROUTES.calendars)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(BOOKINGS_ROUTES.createCalendar)]: {
    request: () => ({ payload: { name: 'Matrix court', sport: 'padel' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(BOOKINGS_ROUTES.updateCalendar)]: {
    request: () => mergePatch({ name: 'Renamed' }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('calendarHash'),
  },
  [rowKey(BOOKINGS_ROUTES.removeCalendar)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aSetup('calendarHash') },
  [rowKey(BOOKINGS_ROUTES.rotateFeed)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('calendarHash'),
  },
  [rowKey(BOOKINGS_ROUTES.refreshExternalFeed)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('calendarHash'),
  },
  [rowKey(BOOKINGS_ROUTES.exceptions)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(BOOKINGS_ROUTES.createException)]: {
    request: () => ({ payload: { day: '2031-01-06', label: 'Reyes' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(BOOKINGS_ROUTES.removeException)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('exceptionHash'),
  },
  [rowKey(BOOKINGS_ROUTES.pricingPolicies)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(BOOKINGS_ROUTES.createPricingPolicy)]: {
    request: () => ({ payload: { name: 'Matrix', weekdays: [1], startsAt: '08:00', endsAt: '12:00', memberPrice: 100, guestPrice: 200 } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(BOOKINGS_ROUTES.updatePricingPolicy)]: {
    request: () => mergePatch({ guestPrice: 300 }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('policyHash'),
  },
  [rowKey(BOOKINGS_ROUTES.removePricingPolicy)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('policyHash'),
  },
  [rowKey(BOOKINGS_ROUTES.linkGroups)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  // No calendar of the club named: refused (400) for whoever may manage.
  [rowKey(BOOKINGS_ROUTES.createLinkGroup)]: {
    request: () => ({ payload: { name: 'Matrix', calendarHashes: ['AAAAAAAAAAAAAAAAAAAAAA'] } }),
    expect: MANAGERS_OF_CLUB(400),
  },
  [rowKey(BOOKINGS_ROUTES.updateLinkGroup)]: {
    request: () => mergePatch({ name: 'Renamed' }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('linkGroupHash'),
  },
  [rowKey(BOOKINGS_ROUTES.removeLinkGroup)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('linkGroupHash'),
  },
  [rowKey(BOOKINGS_ROUTES.agenda)]: { request: () => ({ query: { from: today() } }), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(BOOKINGS_ROUTES.createAgendaBooking)]: {
    request: () => ({ payload: { calendarHash: 'AAAAAAAAAAAAAAAAAAAAAA', startAt: inTwoDays(), minutes: 60 } }),
    expect: MANAGERS_OF_CLUB(400),
  },
  [rowKey(BOOKINGS_ROUTES.updateAgendaBooking)]: {
    request: () => mergePatch({ notes: 'Matrix' }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('bookingHash'),
  },
  [rowKey(BOOKINGS_ROUTES.cancelAgendaBooking)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('bookingHash'),
  },
  [rowKey(BOOKINGS_ROUTES.bookingToken)]: { request: () => ({}), expect: { ...MEMBERS_OF_CLUB, admin: [403, 403] } },
  [rowKey(PUBLIC_BOOKINGS_ROUTES.link)]: { request: () => ({}), expect: all(404) },
  [rowKey(PUBLIC_BOOKINGS_ROUTES.slots)]: { request: () => ({ query: { from: today() } }), expect: all(404) },
  [rowKey(PUBLIC_BOOKINGS_ROUTES.days)]: { request: () => ({ query: { from: today() } }), expect: all(404) },
  [rowKey(PUBLIC_BOOKINGS_ROUTES.book)]: {
    request: () => ({
      payload: { calendarHash: 'AAAAAAAAAAAAAAAAAAAAAA', startAt: inTwoDays(), minutes: 60, email: 'm@example.org', name: 'M' },
    }),
    expect: all(404),
  },
  [rowKey(PUBLIC_BOOKINGS_ROUTES.read)]: { request: () => ({}), expect: all(404) },
  [rowKey(PUBLIC_BOOKINGS_ROUTES.cancel)]: { request: () => ({}), expect: all(404) },
  [rowKey(PUBLIC_BOOKINGS_ROUTES.payWithTestProvider)]: { request: () => ({}), expect: all(404) },
  [rowKey(PUBLIC_BOOKINGS_ROUTES.ics)]: { request: () => ({}), expect: all(404) },
  [rowKey(PUBLIC_BOOKINGS_ROUTES.feed)]: {
    request: () => ({ params: { feedToken: 'unknown-feed-token-000000' } }),
    expect: all(404),
  },
};
