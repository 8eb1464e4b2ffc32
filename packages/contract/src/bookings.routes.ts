import { z } from 'zod';
import {
  AgendaBookingParamsSchema,
  AgendaCreateResultSchema,
  AgendaQuerySchema,
  AgendaSchema,
  BookingCalendarListSchema,
  BookingCalendarParamsSchema,
  BookingCalendarSchema,
  BookingExceptionListSchema,
  BookingExceptionParamsSchema,
  BookingExceptionQuerySchema,
  BookingExceptionSchema,
  BookingFeedParamsSchema,
  BookingParamsSchema,
  BookingSchema,
  BookingTokenSchema,
  CreateAgendaBookingBodySchema,
  CreateBookingCalendarBodySchema,
  CreateBookingExceptionBodySchema,
  CreateLinkGroupBodySchema,
  CreatePricingPolicyBodySchema,
  FreeDayListSchema,
  FreeSlotListSchema,
  LinkGroupListSchema,
  LinkGroupParamsSchema,
  LinkGroupSchema,
  PricingPolicyListSchema,
  PricingPolicyParamsSchema,
  PricingPolicySchema,
  PublicBookingBodySchema,
  PublicLinkParamsSchema,
  PublicLinkSchema,
  SlotsQuerySchema,
  UpdateAgendaBookingBodySchema,
  UpdateBookingCalendarBodySchema,
  UpdateLinkGroupBodySchema,
  UpdatePricingPolicyBodySchema,
} from './bookings';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import { PUBLIC_BOOKING_CALLS } from './first-page.paths';

const tags = ['bookings'];
const base = '/api/clubs/:clubHash/bookings';
const manage = { access: 'bookings.manage', feature: 'bookings' } as const;
/** Booking, blocking, moving and cancelling from the agenda also need books_management_enabled (decision 0008). */
const manageAgenda = { access: 'bookings.manage', feature: ['bookings', 'books_management_enabled'] } as const;

/** The manager's side (issue 13): calendars, hours, prices, links, the agenda. Feature `bookings`. */
export const BOOKINGS_ROUTES = {
  calendars: defineRoute({
    method: 'GET',
    path: `${base}/calendars`,
    summary: "The club's booking calendars (courts, pitches, rooms) with their weekly hours",
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    status: 200,
    response: BookingCalendarListSchema,
  }),
  createCalendar: defineRoute({
    method: 'POST',
    path: `${base}/calendars`,
    summary: 'Add a calendar (name, sport; colour, slot lengths, capacity, time zone and weekly hours optional)',
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    body: CreateBookingCalendarBodySchema,
    status: 201,
    response: BookingCalendarSchema,
  }),
  updateCalendar: defineRoute({
    method: 'PATCH',
    path: `${base}/calendars/:calendarHash`,
    summary: 'Edit a calendar (merge-patch; `openingHours` replaces the week; `externalFeedUrl` connects an ICS feed)',
    description:
      '`externalFeedUrl` must be a public http(s) address (ports 80, 443, 8080, 8443): a non-web scheme, another ' +
      'port, a literal internal address or a name resolving to one (loopback, private, link-local and cloud ' +
      'metadata, CGNAT, unique-local, multicast, reserved, and IPv6 forms of these) is refused with 400 ' +
      '`feedAddressRefused` on the field; it is checked again at every reading. `feedIncludesBooker` (default ' +
      'false) makes the private feed name who booked (name, e-mail, notes).',
    tags,
    ...manage,
    params: BookingCalendarParamsSchema,
    body: UpdateBookingCalendarBodySchema,
    status: 200,
    response: BookingCalendarSchema,
  }),
  removeCalendar: defineRoute({
    method: 'DELETE',
    path: `${base}/calendars/:calendarHash`,
    summary: 'Remove a calendar and its bookings',
    description:
      'Every booking still ahead on the calendar is first cancelled as a manager cancels one: a card payment is ' +
      'refunded in full through the club’s provider (the club cancels: no fee) and the booker gets the usual ' +
      'cancellation e-mail. Each refund is committed with its cancellation on its own, so a retry after a failure ' +
      'never refunds twice. 409 paymentUnavailable when the provider cannot refund (the bookings refunded so far ' +
      'stay cancelled; the calendar stays); 409 calendarAwaitingPayments while a card checkout is still open on ' +
      'the calendar (it could be paid with nowhere to go; it is paid or lapses within half an hour).',
    tags,
    ...manage,
    params: BookingCalendarParamsSchema,
    status: 204,
    response: z.null(),
    errors: [409],
  }),
  rotateFeed: defineRoute({
    method: 'POST',
    path: `${base}/calendars/:calendarHash/feed-token`,
    summary: 'A new secret for the calendar’s ICS feed: every existing subscription stops working',
    tags,
    ...manage,
    params: BookingCalendarParamsSchema,
    status: 200,
    response: BookingCalendarSchema,
  }),
  refreshExternalFeed: defineRoute({
    method: 'POST',
    path: `${base}/calendars/:calendarHash/external-feed/refresh`,
    summary: 'Read the connected external ICS feed now (the scheduler does it every 15 minutes)',
    description:
      'Answers the calendar with `externalFeedCheckedAt` and, when the feed could not be read, `externalFeedError`: ' +
      'a code only (`feedUnreadable`, or `feedAddressRefused` when the address now resolves inside a private network), ' +
      'never what the feed answered. A reading stops after 3 redirects, 2 MB or 10 seconds. ' +
      'A club may ask for 30 readings in 10 minutes (429 `RATE_LIMITED` beyond): each one fetches an address a manager typed.',
    tags,
    ...manage,
    params: BookingCalendarParamsSchema,
    status: 200,
    response: BookingCalendarSchema,
    errors: [429],
  }),
  exceptions: defineRoute({
    method: 'GET',
    path: `${base}/exceptions`,
    summary: 'Closed days and special hours (of a calendar, or holidays of the whole club), from a day on (today by default)',
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    query: BookingExceptionQuerySchema,
    status: 200,
    response: BookingExceptionListSchema,
  }),
  createException: defineRoute({
    method: 'POST',
    path: `${base}/exceptions`,
    summary: 'Add a closed day or special hours (no calendarHash: a holiday of the whole club)',
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    body: CreateBookingExceptionBodySchema,
    status: 201,
    response: BookingExceptionSchema,
  }),
  removeException: defineRoute({
    method: 'DELETE',
    path: `${base}/exceptions/:exceptionHash`,
    summary: 'Remove a closed day or special hours',
    tags,
    ...manage,
    params: BookingExceptionParamsSchema,
    status: 204,
    response: z.null(),
  }),
  pricingPolicies: defineRoute({
    method: 'GET',
    path: `${base}/pricing-policies`,
    summary: "The club's price rules",
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    status: 200,
    response: PricingPolicyListSchema,
  }),
  createPricingPolicy: defineRoute({
    method: 'POST',
    path: `${base}/pricing-policies`,
    summary: 'Add a price rule: member and guest prices (cents) by weekday, time band, length and validity',
    description:
      'The most specific rule that matches a booking prices it: one for this length over one for any length, one naming ' +
      'calendars over one for all, the narrower band, then the newest. A rule for any length is a price per hour, pro rata.',
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    body: CreatePricingPolicyBodySchema,
    status: 201,
    response: PricingPolicySchema,
  }),
  updatePricingPolicy: defineRoute({
    method: 'PATCH',
    path: `${base}/pricing-policies/:policyHash`,
    summary: 'Edit a price rule (merge-patch); bookings already made keep their price',
    tags,
    ...manage,
    params: PricingPolicyParamsSchema,
    body: UpdatePricingPolicyBodySchema,
    status: 200,
    response: PricingPolicySchema,
  }),
  removePricingPolicy: defineRoute({
    method: 'DELETE',
    path: `${base}/pricing-policies/:policyHash`,
    summary: 'Remove a price rule',
    tags,
    ...manage,
    params: PricingPolicyParamsSchema,
    status: 204,
    response: z.null(),
  }),
  linkGroups: defineRoute({
    method: 'GET',
    path: `${base}/link-groups`,
    summary: "The club's public booking links",
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    status: 200,
    response: LinkGroupListSchema,
  }),
  createLinkGroup: defineRoute({
    method: 'POST',
    path: `${base}/link-groups`,
    summary: 'Add a booking link grouping calendars, with its window, notice, weekly cap, audience, payment and cancellation rules',
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    body: CreateLinkGroupBodySchema,
    status: 201,
    response: LinkGroupSchema,
  }),
  updateLinkGroup: defineRoute({
    method: 'PATCH',
    path: `${base}/link-groups/:linkGroupHash`,
    summary: 'Edit a booking link (merge-patch)',
    tags,
    ...manage,
    params: LinkGroupParamsSchema,
    body: UpdateLinkGroupBodySchema,
    status: 200,
    response: LinkGroupSchema,
  }),
  removeLinkGroup: defineRoute({
    method: 'DELETE',
    path: `${base}/link-groups/:linkGroupHash`,
    summary: 'Remove a booking link (its bookings stay)',
    tags,
    ...manage,
    params: LinkGroupParamsSchema,
    status: 204,
    response: z.null(),
  }),
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

/** The public side: booking links, free slots, a booking's status page and its cancellation, feeds. */
export const PUBLIC_BOOKINGS_ROUTES = {
  link: defineRoute({
    method: 'GET',
    path: PUBLIC_BOOKING_CALLS.link,
    summary: 'A public booking link: the club, its calendars and its rules',
    tags,
    access: 'public',
    params: PublicLinkParamsSchema,
    status: 200,
    response: PublicLinkSchema,
  }),
  slots: defineRoute({
    method: 'GET',
    path: PUBLIC_BOOKING_CALLS.slots,
    summary: 'Free slots of the link’s calendars for 1 to 31 days from a local day, each with its member and guest price',
    tags,
    access: 'public',
    params: PublicLinkParamsSchema,
    query: SlotsQuerySchema,
    status: 200,
    response: FreeSlotListSchema,
  }),
  days: defineRoute({
    method: 'GET',
    path: PUBLIC_BOOKING_CALLS.days,
    summary: 'Free slots per day for 1 to 31 days from a local day, with the lowest member and guest price (a month at a glance)',
    tags,
    access: 'public',
    params: PublicLinkParamsSchema,
    query: SlotsQuerySchema,
    status: 200,
    response: FreeDayListSchema,
  }),
  book: defineRoute({
    method: 'POST',
    path: PUBLIC_BOOKING_CALLS.book,
    summary: 'Book a free slot: confirmed at once, or pending while it is paid when the link asks for payment',
    // (card: the club's Stripe checkout, the slot held 31 minutes; else the built-in test provider, 15 minutes)
    description:
      'Refusals, each with its reason in `invalidParams` (400) or `reason` (409): slotInPast, tooLittleNotice, ' +
      'beyondBookingWindow, outsideAvailability, weeklyLimitReached, membersOnly, bookingTokenInvalid; slotTaken (409) ' +
      'when someone else holds an overlapping slot — the database refuses overlaps, so one slot gets one booking; ' +
      '409 paymentUnavailable when the link asks for payment and no provider can take it. 429 with Retry-After: every ' +
      'request counts per network address (30 in 10 minutes); only bookings made count per (e-mail, address) (10 in 10 ' +
      'minutes), so nobody can lock another person’s e-mail out.',
    tags,
    access: 'public',
    params: PublicLinkParamsSchema,
    body: PublicBookingBodySchema,
    status: 201,
    response: BookingSchema,
    errors: [409, 429],
  }),
  read: defineRoute({
    method: 'GET',
    path: PUBLIC_BOOKING_CALLS.booking,
    summary: 'A booking, read by its unguessable hash (the status page)',
    tags,
    access: 'public',
    params: BookingParamsSchema,
    status: 200,
    response: BookingSchema,
  }),
  cancel: defineRoute({
    method: 'DELETE',
    path: PUBLIC_BOOKING_CALLS.booking,
    summary: 'Cancel a booking within its link’s cancellation rules; answers the cancelled booking',
    description:
      'Free until `freeCancelHours` before the start; later, refused (409 cancellationTooLate) or allowed keeping ' +
      '`lateCancelFeePercent` of the price (`cancelFee`). A booking paid by card is refunded through the provider, minus ' +
      'the fee, before it is cancelled. 409 bookingNotActive when already cancelled.',
    tags,
    access: 'public',
    params: BookingParamsSchema,
    status: 200,
    response: BookingSchema,
    errors: [409],
  }),
  payWithTestProvider: defineRoute({
    method: 'POST',
    path: PUBLIC_BOOKING_CALLS.testPayment,
    summary: 'The built-in test provider’s “pay” button for a pending booking (only where the test provider is on)',
    tags,
    access: 'public',
    params: BookingParamsSchema,
    status: 200,
    response: BookingSchema,
    errors: [409],
  }),
  ics: defineRoute({
    method: 'GET',
    path: PUBLIC_BOOKING_CALLS.ics,
    summary: 'The booking as an iCalendar event ("add to calendar")',
    tags,
    access: 'public',
    params: BookingParamsSchema,
    status: 200,
    response: z.any(),
    download: true,
  }),
  feed: defineRoute({
    method: 'GET',
    path: '/api/booking-feeds/:feedToken/calendar.ics',
    summary: 'A calendar’s private ICS feed (bookings from 30 days ago on) for Google, Apple or Outlook calendars',
    tags,
    access: 'public',
    params: BookingFeedParamsSchema,
    status: 200,
    response: z.any(),
    download: true,
  }),
} as const;
