import { z } from 'zod';
import { BookingParamsSchema, BookingSchema } from './booking-agenda';
import {
  BookingFeedParamsSchema,
  FreeDayListSchema,
  FreeSlotListSchema,
  PublicBookingBodySchema,
  PublicLinkParamsSchema,
  PublicLinkSchema,
  SlotsQuerySchema,
} from './booking-public';
import { defineRoute } from './common/route';
import { PUBLIC_BOOKING_CALLS } from './first-page.paths';
import { tags } from './bookings-route-scope';

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
