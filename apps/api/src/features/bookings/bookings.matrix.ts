import { createBookingSetup } from '../../test/factories';
import { all, MANAGERS_OF_CLUB, MEMBERS_OF_CLUB, mergePatch } from '../../test/matrix/expectations';
import type { MatrixRow, MatrixRows } from '../../test/matrix/matrix-types';

const base = '/api/clubs/:clubHash/bookings';
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
  [`GET ${base}/calendars`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [`POST ${base}/calendars`]: { request: () => ({ payload: { name: 'Matrix court', sport: 'padel' } }), expect: MANAGERS_OF_CLUB(201) },
  [`PATCH ${base}/calendars/:calendarHash`]: {
    request: () => mergePatch({ name: 'Renamed' }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('calendarHash'),
  },
  [`DELETE ${base}/calendars/:calendarHash`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aSetup('calendarHash') },
  [`POST ${base}/calendars/:calendarHash/feed-token`]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('calendarHash'),
  },
  [`POST ${base}/calendars/:calendarHash/external-feed/refresh`]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('calendarHash'),
  },
  [`GET ${base}/exceptions`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [`POST ${base}/exceptions`]: { request: () => ({ payload: { day: '2031-01-06', label: 'Reyes' } }), expect: MANAGERS_OF_CLUB(201) },
  [`DELETE ${base}/exceptions/:exceptionHash`]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('exceptionHash'),
  },
  [`GET ${base}/pricing-policies`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [`POST ${base}/pricing-policies`]: {
    request: () => ({ payload: { name: 'Matrix', weekdays: [1], startsAt: '08:00', endsAt: '12:00', memberPrice: 100, guestPrice: 200 } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [`PATCH ${base}/pricing-policies/:policyHash`]: {
    request: () => mergePatch({ guestPrice: 300 }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('policyHash'),
  },
  [`DELETE ${base}/pricing-policies/:policyHash`]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('policyHash'),
  },
  [`GET ${base}/link-groups`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  // No calendar of the club named: refused (400) for whoever may manage.
  [`POST ${base}/link-groups`]: {
    request: () => ({ payload: { name: 'Matrix', calendarHashes: ['AAAAAAAAAAAAAAAAAAAAAA'] } }),
    expect: MANAGERS_OF_CLUB(400),
  },
  [`PATCH ${base}/link-groups/:linkGroupHash`]: {
    request: () => mergePatch({ name: 'Renamed' }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('linkGroupHash'),
  },
  [`DELETE ${base}/link-groups/:linkGroupHash`]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('linkGroupHash'),
  },
  [`GET ${base}/agenda`]: { request: () => ({ query: { from: today() } }), expect: MANAGERS_OF_CLUB(200) },
  [`POST ${base}/agenda`]: {
    request: () => ({ payload: { calendarHash: 'AAAAAAAAAAAAAAAAAAAAAA', startAt: inTwoDays(), minutes: 60 } }),
    expect: MANAGERS_OF_CLUB(400),
  },
  [`PATCH ${base}/agenda/:bookingHash`]: {
    request: () => mergePatch({ notes: 'Matrix' }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSetup('bookingHash'),
  },
  [`DELETE ${base}/agenda/:bookingHash`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aSetup('bookingHash') },
  'GET /api/clubs/:clubHash/booking-token': { request: () => ({}), expect: { ...MEMBERS_OF_CLUB, admin: [403, 403] } },
  'GET /api/booking-links/:linkHash': { request: () => ({}), expect: all(404) },
  'GET /api/booking-links/:linkHash/slots': { request: () => ({ query: { from: today() } }), expect: all(404) },
  'GET /api/booking-links/:linkHash/days': { request: () => ({ query: { from: today() } }), expect: all(404) },
  'POST /api/booking-links/:linkHash/bookings': {
    request: () => ({
      payload: { calendarHash: 'AAAAAAAAAAAAAAAAAAAAAA', startAt: inTwoDays(), minutes: 60, email: 'm@example.org', name: 'M' },
    }),
    expect: all(404),
  },
  'GET /api/bookings/:bookingHash': { request: () => ({}), expect: all(404) },
  'DELETE /api/bookings/:bookingHash': { request: () => ({}), expect: all(404) },
  'POST /api/bookings/:bookingHash/test-payment': { request: () => ({}), expect: all(404) },
  'GET /api/bookings/:bookingHash/booking.ics': { request: () => ({}), expect: all(404) },
  'GET /api/booking-feeds/:feedToken/calendar.ics': {
    request: () => ({ params: { feedToken: 'unknown-feed-token-000000' } }),
    expect: all(404),
  },
};
