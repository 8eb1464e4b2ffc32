import { z } from 'zod';
import { fieldError } from './common/field-errors';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { DaySchema, InstantSchema, MoneySchema, SlotLengthSchema, TextSchema } from './bookings-fields';
import { BOOKING_AGENDA_DAYS_MAX, BOOKING_NAME_MAX, BOOKING_STATUSES, BookingCalendarSchema } from './bookings';

/** What cancelling a booking costs now (the status page shows it before the button). */
export const CancellationTermsSchema = z.object({
  allowed: z.boolean(),
  /** Free until this instant; null when there is no free window (manager bookings: always free). */
  freeUntil: z.string().nullable(),
  /** What is kept if cancelled now (cents). */
  fee: z.number().int(),
  /** Why it is refused, when it is (a field error code). */
  reason: z.string().nullable(),
});

/** Spec 3's Booking, plus what the status page and the agenda show. */
export const BookingSchema = z.object({
  hash: z.string(),
  /** What people read and type (`R-4F7K-2Q`): the status page, the e-mails, the agenda. The hash stays the key in addresses. */
  reference: z.string().optional(),
  providerBookingId: z.string(),
  providerCalendarId: z.string(),
  bookerEmail: z.string().nullable(),
  description: z.string(),
  notes: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  units: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  /** The club's hash. */
  clubId: z.string(),
  clubName: z.string(),
  calendarName: z.string(),
  timeZone: z.string(),
  bookerName: z.string().nullable(),
  priceKind: z.enum(['member', 'guest', 'manual']),
  kind: z.enum(['booking', 'block']),
  seriesId: z.string().nullable(),
  cancelFee: z.number().int().nullable(),
  cancellation: CancellationTermsSchema,
  /**
   * While pending: where to pay (the club's card provider's checkout, or, with the built-in test
   * provider, the status page and its pay button) and until when the slot is held.
   */
  payment: z.object({ url: z.string(), holdUntil: z.string(), provider: z.enum(['card', 'test']) }).nullable(),
});
export type Booking = z.infer<typeof BookingSchema>;
export const BookingParamsSchema = z.object({ bookingHash: PublicIdSchema });

/**
 * A booking as the agenda draws and opens it: who, when, what it cost, on which calendar. The club,
 * time zone and calendar are the agenda's own; terms and payment are on the booking's page. (A week
 * of a busy club is hundreds of bookings: every byte here is sent for each of them.)
 */
export const AgendaBookingSchema = BookingSchema.pick({
  hash: true,
  reference: true,
  bookerEmail: true,
  bookerName: true,
  description: true,
  notes: true,
  startAt: true,
  endAt: true,
  amount: true,
  units: true,
  status: true,
  priceKind: true,
  kind: true,
  seriesId: true,
}).extend({ calendarHash: z.string() });
export type AgendaBooking = z.infer<typeof AgendaBookingSchema>;

/** The agenda: every calendar of the club side by side and the bookings between two days. */
export const AgendaQuerySchema = z.object({
  from: DaySchema,
  days: z.coerce.number().int().min(1).max(BOOKING_AGENDA_DAYS_MAX).default(7),
});
export const AgendaSchema = z.object({
  from: z.string(),
  days: z.array(z.string()),
  timeZone: z.string(),
  calendars: z.array(
    BookingCalendarSchema.pick({ hash: true, name: true, sport: true, colour: true, slotMinutes: true, openingHours: true }),
  ),
  bookings: z.array(AgendaBookingSchema),
});
export type Agenda = z.infer<typeof AgendaSchema>;

export const AgendaBookingParamsSchema = ClubHashParamsSchema.extend({ bookingHash: PublicIdSchema });
/** A manager's booking for a person, or a block; with `repeatWeeklyUntil` one per week until that day. */
export const CreateAgendaBookingBodySchema = z.object({
  calendarHash: PublicIdSchema,
  startAt: InstantSchema,
  minutes: SlotLengthSchema,
  kind: z.enum(['booking', 'block']).optional(),
  bookerName: z.string().trim().max(BOOKING_NAME_MAX, fieldError('tooLong')).optional(),
  bookerEmail: z.email(fieldError('email')).max(254).optional(),
  description: TextSchema.optional(),
  notes: TextSchema.optional(),
  /** Cents; left out: the member/guest price of the club's rules (guest unless the email is a member's). */
  amount: MoneySchema.optional(),
  repeatWeeklyUntil: DaySchema.optional(),
  /** Only answer what would be created and what clashes; nothing is written. */
  dryRun: z.boolean().optional(),
});
export type CreateAgendaBookingBody = z.input<typeof CreateAgendaBookingBodySchema>;
export const AgendaCreateResultSchema = z.object({
  created: z.array(BookingSchema),
  /** Occurrences not created because the slot is taken (or, in a dry run, would be refused). */
  conflicts: z.array(z.object({ startAt: z.string(), endAt: z.string(), reason: z.string() })),
  /** In a dry run: every occurrence that would be created. */
  planned: z.array(z.object({ startAt: z.string(), endAt: z.string() })),
});
export type AgendaCreateResult = z.infer<typeof AgendaCreateResultSchema>;
/** Move (calendar and/or start and/or length) or annotate a booking. */
export const UpdateAgendaBookingBodySchema = z.object({
  calendarHash: PublicIdSchema.optional(),
  startAt: InstantSchema.optional(),
  minutes: SlotLengthSchema.optional(),
  description: TextSchema.optional(),
  notes: TextSchema.optional(),
});
export type UpdateAgendaBookingBody = z.input<typeof UpdateAgendaBookingBodySchema>;
