import {
  AgendaBookingParamsSchema,
  AgendaCreateResultSchema,
  AgendaQuerySchema,
  AgendaSchema,
  BookingSchema,
  CreateAgendaBookingBodySchema,
  UpdateAgendaBookingBodySchema,
} from './booking-agenda';
import { BookingTokenSchema } from './booking-public';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import { PUBLIC_BOOKING_CALLS } from './first-page.paths';
import { tags, base, manage, manageAgenda } from './bookings-route-scope';

/** The manager's agenda (issue 13) and the booking token of a club's people. Feature `bookings`. */
export const BOOKINGS_AGENDA_ROUTES = {
  agenda: defineRoute({
    method: 'GET',
    path: `${base}/agenda`,
    summary: 'Every calendar side by side with its bookings and blocks, for 1 to 31 days from a local day',
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    query: AgendaQuerySchema,
    status: 200,
    response: AgendaSchema,
  }),
  createAgendaBooking: defineRoute({
    method: 'POST',
    path: `${base}/agenda`,
    summary: 'Book for a person or block a slot; weekly until a day with `repeatWeeklyUntil`; `dryRun` lists clashes first',
    description:
      'Occurrences whose slot is taken are not created and come back in `conflicts` (reason slotTaken); the others are ' +
      'created. A manager may book outside opening hours (a training before opening). 201 even when some clash. ' +
      'Each booking made e-mails `bookerEmail`, so e-mail caps apply before anything is written: 429 RATE_LIMITED with ' +
      'reason clubMailLimitReached (200 e-mails a day per club, 20 in its first 24 hours) or recipientMailLimitReached ' +
      '(5 requests an hour per address), and Retry-After.',
    tags,
    ...manageAgenda,
    params: ClubHashParamsSchema,
    body: CreateAgendaBookingBodySchema,
    status: 201,
    response: AgendaCreateResultSchema,
    errors: [429],
  }),
  updateAgendaBooking: defineRoute({
    method: 'PATCH',
    path: `${base}/agenda/:bookingHash`,
    summary: 'Move a booking (calendar, start, length) or change its description and notes',
    description:
      '409 slotTaken when the new time overlaps another booking of the calendar; the booking stays where it was. ' +
      'A move e-mails the booker again: 429 RATE_LIMITED (reasons as on create) when an e-mail cap is reached, nothing moves.',
    tags,
    ...manageAgenda,
    params: AgendaBookingParamsSchema,
    body: UpdateAgendaBookingBodySchema,
    status: 200,
    response: BookingSchema,
    errors: [409, 429],
  }),
  cancelAgendaBooking: defineRoute({
    method: 'DELETE',
    path: `${base}/agenda/:bookingHash`,
    summary: 'Cancel a booking or remove a block (a manager cancels without fee); the booker is told by e-mail',
    description:
      'A booking paid by card is refunded in full through the club’s provider before it is cancelled; 409 ' +
      'paymentUnavailable (and nothing changes) when the provider cannot refund. 409 bookingNotActive when already cancelled.',
    tags,
    ...manageAgenda,
    params: AgendaBookingParamsSchema,
    status: 200,
    response: BookingSchema,
    errors: [409],
  }),
  bookingToken: defineRoute({
    method: 'GET',
    path: PUBLIC_BOOKING_CALLS.token,
    summary: 'A short-lived token that tells the public booking pages the caller is one of the club’s people',
    description:
      'Shape not shown in the spec: { token, tokenTtl (seconds), email, name }. Sent back as `bookingToken` when booking, ' +
      'it gives the member price and opens members-only links. Any profile of the club may ask for one; not while ' +
      'impersonating (403): a public booking made with it would be beyond the impersonation guard and its audit.',
    tags,
    access: 'bookings.book',
    feature: 'bookings',
    forbidWhileImpersonating: true,
    params: ClubHashParamsSchema,
    status: 200,
    response: BookingTokenSchema,
  }),
} as const;
