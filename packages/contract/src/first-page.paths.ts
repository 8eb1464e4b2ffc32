/**
 * Addresses of the calls the light first pages make (login, portal, public booking pages; see apps/web/src/light):
 * plain strings, no schemas, so those pages load without zod. The route table uses the same
 * constants, so the two cannot drift apart.
 */
export const FIRST_PAGE_CALLS = {
  login: { method: 'POST', path: '/api/authentication_token' },
  appConfig: { method: 'GET', path: '/api/app-config' },
} as const;

/** The public booking pages' calls (issue 13), `:name` parameters as in the route table. */
export const PUBLIC_BOOKING_CALLS = {
  link: '/api/booking-links/:linkHash',
  days: '/api/booking-links/:linkHash/days',
  slots: '/api/booking-links/:linkHash/slots',
  book: '/api/booking-links/:linkHash/bookings',
  booking: '/api/bookings/:bookingHash',
  testPayment: '/api/bookings/:bookingHash/test-payment',
  ics: '/api/bookings/:bookingHash/booking.ics',
  token: '/api/clubs/:clubHash/booking-token',
} as const;

/** A call's address with its parameters filled in (each URI-encoded). */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
