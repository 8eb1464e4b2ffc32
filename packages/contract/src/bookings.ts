import { z } from 'zod';
import { hydraCollectionSchema } from './common/hydra';
import { fieldError } from './common/field-errors';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';

/** Bookings (issue 13): calendars, opening hours, prices, public links and the bookings themselves. */
export const BOOKING_NAME_MAX = 80;
export const BOOKING_TEXT_MAX = 1000;
export const BOOKING_CALENDARS_MAX = 100;
/** The longest a public page asks free slots for at once (a month). */
export const BOOKING_SLOT_DAYS_MAX = 31;
/** The agenda shows at most this many days at once. */
export const BOOKING_AGENDA_DAYS_MAX = 31;
/** A weekly series covers at most a season. */
export const BOOKING_SERIES_MAX = 52;
/** A pending booking (waiting for its payment) keeps its slot this long. */
export const BOOKING_PAYMENT_HOLD_MINUTES = 15;
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const LINK_AUDIENCES = ['anyone', 'members'] as const;

const NameSchema = z.string().trim().min(1, fieldError('required')).max(BOOKING_NAME_MAX, fieldError('tooLong'));
const TextSchema = z.string().trim().max(BOOKING_TEXT_MAX, fieldError('tooLong'));
const DaySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, fieldError('dateFormat'));
/** Local time of day, "HH:MM"; "24:00" is the end of the day. */
export const TimeOfDaySchema = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, fieldError('timeFormat'));
const WeekdaySchema = z.number().int().min(1).max(7);
const ColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, fieldError('invalidFormat'));
const MoneySchema = z.number().int(fieldError('invalid')).min(0, fieldError('tooSmall')).max(10_000_000, fieldError('tooLarge'));
const InstantSchema = z.iso.datetime({ offset: true, message: fieldError('invalidFormat') });
const SlotLengthSchema = z.number().int().min(15, fieldError('tooSmall')).max(480, fieldError('tooLarge'));

export const OpeningBandSchema = z.object({ weekday: WeekdaySchema, opensAt: TimeOfDaySchema, closesAt: TimeOfDaySchema });
export type OpeningBand = z.infer<typeof OpeningBandSchema>;

/**
 * Why an external calendar could not be read: its address is internal (or now resolves to an
 * internal address), or anything else (no answer, an error status, too large, too slow, not
 * iCalendar). The feed's own answer is never shown: it could come from inside the network.
 */
export const EXTERNAL_FEED_ERRORS = ['feedUnreadable', 'feedAddressRefused'] as const;
export type ExternalFeedError = (typeof EXTERNAL_FEED_ERRORS)[number];

/** A bookable resource (court, pitch, room) with its weekly opening hours. */
export const BookingCalendarSchema = z.object({
  hash: z.string(),
  name: z.string(),
  sport: z.string(),
  colour: z.string(),
  slotMinutes: z.array(z.number().int()),
  capacity: z.number().int(),
  timeZone: z.string(),
  position: z.number().int(),
  openingHours: z.array(OpeningBandSchema),
  /** The private ICS feed to subscribe to (managers only: it carries the feed's secret). */
  feedUrl: z.string(),
  /** Whether the private feed names who booked (name, e-mail, notes); off by default. */
  feedIncludesBooker: z.boolean(),
  externalFeedUrl: z.string().nullable(),
  externalFeedCheckedAt: z.string().nullable(),
  /** Why the external feed could not be read last time, as a code (never the feed's own answer). */
  externalFeedError: z.enum(EXTERNAL_FEED_ERRORS).nullable(),
});
export type BookingCalendar = z.infer<typeof BookingCalendarSchema>;
export const BookingCalendarListSchema = hydraCollectionSchema(BookingCalendarSchema);

const CalendarFields = {
  name: NameSchema,
  sport: z.string().trim().min(1, fieldError('required')).max(40, fieldError('tooLong')),
  colour: ColourSchema,
  slotMinutes: z.array(SlotLengthSchema).min(1, fieldError('required')).max(6, fieldError('tooLong')),
  capacity: z.number().int().min(1, fieldError('tooSmall')).max(100, fieldError('tooLarge')),
  timeZone: z.string().min(1).max(64),
  openingHours: z.array(OpeningBandSchema).max(70, fieldError('tooLong')),
};
/** Name and sport are required; the rest have defaults (colour from a palette, 60/90 min, 4 people, Madrid). */
export const CreateBookingCalendarBodySchema = z
  .object(CalendarFields)
  .partial({ colour: true, slotMinutes: true, capacity: true, timeZone: true, openingHours: true });
export type CreateBookingCalendarBody = z.input<typeof CreateBookingCalendarBodySchema>;
/** Merge-patch; `openingHours` replaces the whole week; `externalFeedUrl: null` disconnects. */
export const UpdateBookingCalendarBodySchema = z.object({
  name: CalendarFields.name.optional(),
  sport: CalendarFields.sport.optional(),
  colour: CalendarFields.colour.optional(),
  slotMinutes: CalendarFields.slotMinutes.optional(),
  capacity: CalendarFields.capacity.optional(),
  timeZone: CalendarFields.timeZone.optional(),
  openingHours: CalendarFields.openingHours.optional(),
  position: z.number().int().min(0).max(BOOKING_CALENDARS_MAX).optional(),
  externalFeedUrl: z.string().trim().url(fieldError('url')).max(2000, fieldError('tooLong')).nullable().optional(),
  feedIncludesBooker: z.boolean().optional(),
});
export type UpdateBookingCalendarBody = z.input<typeof UpdateBookingCalendarBodySchema>;
export const BookingCalendarParamsSchema = ClubHashParamsSchema.extend({ calendarHash: PublicIdSchema });

/** A closed day or special hours, for one calendar or (calendarHash null) the whole club. */
export const BookingExceptionSchema = z.object({
  hash: z.string(),
  calendarHash: z.string().nullable(),
  day: z.string(),
  label: z.string(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
});
export type BookingException = z.infer<typeof BookingExceptionSchema>;
export const BookingExceptionListSchema = hydraCollectionSchema(BookingExceptionSchema);
export const CreateBookingExceptionBodySchema = z.object({
  calendarHash: PublicIdSchema.nullable().optional(),
  day: DaySchema,
  label: NameSchema,
  /** Both left out: closed all day. */
  opensAt: TimeOfDaySchema.nullable().optional(),
  closesAt: TimeOfDaySchema.nullable().optional(),
});
export type CreateBookingExceptionBody = z.input<typeof CreateBookingExceptionBodySchema>;
export const BookingExceptionParamsSchema = ClubHashParamsSchema.extend({ exceptionHash: PublicIdSchema });
export const BookingExceptionQuerySchema = z.object({ from: DaySchema.optional() });

/** A price rule (integer cents); see the API's pricing.ts for which rule wins. */
export const PricingPolicySchema = z.object({
  hash: z.string(),
  name: z.string(),
  /** Empty: every calendar. */
  calendarHashes: z.array(z.string()),
  weekdays: z.array(z.number().int()),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Null: any length, the prices are per hour (charged pro rata). */
  durationMinutes: z.number().int().nullable(),
  memberPrice: z.number().int(),
  guestPrice: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type PricingPolicy = z.infer<typeof PricingPolicySchema>;
export const PricingPolicyListSchema = hydraCollectionSchema(PricingPolicySchema);
const PolicyFields = {
  name: NameSchema,
  calendarHashes: z.array(PublicIdSchema).max(BOOKING_CALENDARS_MAX),
  weekdays: z.array(WeekdaySchema).min(1, fieldError('required')).max(7),
  startsAt: TimeOfDaySchema,
  endsAt: TimeOfDaySchema,
  durationMinutes: SlotLengthSchema.nullable(),
  memberPrice: MoneySchema,
  guestPrice: MoneySchema,
  validFrom: DaySchema.nullable(),
  validUntil: DaySchema.nullable(),
};
export const CreatePricingPolicyBodySchema = z
  .object(PolicyFields)
  .partial({ calendarHashes: true, durationMinutes: true, validFrom: true, validUntil: true });
export type CreatePricingPolicyBody = z.input<typeof CreatePricingPolicyBodySchema>;
export const UpdatePricingPolicyBodySchema = z.object(PolicyFields).partial();
export type UpdatePricingPolicyBody = z.input<typeof UpdatePricingPolicyBodySchema>;
export const PricingPolicyParamsSchema = ClubHashParamsSchema.extend({ policyHash: PublicIdSchema });

/** A public booking link grouping calendars, with its rules. */
export const LinkGroupSchema = z.object({
  hash: z.string(),
  name: z.string(),
  calendarHashes: z.array(z.string()),
  windowDays: z.number().int(),
  minNoticeMinutes: z.number().int(),
  maxPerWeek: z.number().int().nullable(),
  audience: z.enum(LINK_AUDIENCES),
  paymentRequired: z.boolean(),
  freeCancelHours: z.number().int(),
  /** Null: a late cancellation is refused; else allowed keeping this share of the price. */
  lateCancelFeePercent: z.number().int().nullable(),
  enabled: z.boolean(),
  /** The web app's public page of the link. */
  path: z.string(),
});
export type LinkGroup = z.infer<typeof LinkGroupSchema>;
export const LinkGroupListSchema = hydraCollectionSchema(LinkGroupSchema);
const LinkFields = {
  name: NameSchema,
  calendarHashes: z.array(PublicIdSchema).min(1, fieldError('required')).max(BOOKING_CALENDARS_MAX),
  windowDays: z.number().int().min(0, fieldError('tooSmall')).max(365, fieldError('tooLarge')),
  minNoticeMinutes: z.number().int().min(0, fieldError('tooSmall')).max(10_080, fieldError('tooLarge')),
  maxPerWeek: z.number().int().min(1, fieldError('tooSmall')).max(50, fieldError('tooLarge')).nullable(),
  audience: z.enum(LINK_AUDIENCES, { message: fieldError('invalidChoice') }),
  paymentRequired: z.boolean(),
  freeCancelHours: z.number().int().min(0, fieldError('tooSmall')).max(720, fieldError('tooLarge')),
  lateCancelFeePercent: z.number().int().min(0, fieldError('tooSmall')).max(100, fieldError('tooLarge')).nullable(),
  enabled: z.boolean(),
};
/** Name and calendars are required; every rule has a default (7 days, 60 min notice, anyone, free until 24 h…). */
export const CreateLinkGroupBodySchema = z.object(LinkFields).partial({
  windowDays: true,
  minNoticeMinutes: true,
  maxPerWeek: true,
  audience: true,
  paymentRequired: true,
  freeCancelHours: true,
  lateCancelFeePercent: true,
  enabled: true,
});
export type CreateLinkGroupBody = z.input<typeof CreateLinkGroupBodySchema>;
export const UpdateLinkGroupBodySchema = z.object(LinkFields).partial();
export type UpdateLinkGroupBody = z.input<typeof UpdateLinkGroupBodySchema>;
export const LinkGroupParamsSchema = ClubHashParamsSchema.extend({ linkGroupHash: PublicIdSchema });

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

/** The public side of a link: what the booking page needs before the slots. */
export const PublicLinkSchema = z.object({
  hash: z.string(),
  name: z.string(),
  club: z.object({ hash: z.string(), name: z.string(), shortname: z.string().nullable() }),
  calendars: z.array(BookingCalendarSchema.pick({ hash: true, name: true, sport: true, colour: true, slotMinutes: true, capacity: true })),
  timeZone: z.string(),
  today: z.string(),
  lastDay: z.string(),
  minNoticeMinutes: z.number().int(),
  maxPerWeek: z.number().int().nullable(),
  audience: z.enum(LINK_AUDIENCES),
  paymentRequired: z.boolean(),
  freeCancelHours: z.number().int(),
  lateCancelFeePercent: z.number().int().nullable(),
  currency: z.string(),
});
export type PublicLink = z.infer<typeof PublicLinkSchema>;
export const PublicLinkParamsSchema = z.object({ linkHash: PublicIdSchema });
export const SlotsQuerySchema = z.object({
  from: DaySchema,
  days: z.coerce.number().int().min(1).max(BOOKING_SLOT_DAYS_MAX).default(1),
  calendarHash: PublicIdSchema.optional(),
});
export const FreeSlotSchema = z.object({
  calendarHash: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  minutes: z.number().int(),
  memberPrice: z.number().int(),
  guestPrice: z.number().int(),
});
export type FreeSlot = z.infer<typeof FreeSlotSchema>;
/** The free slots in time order (a hydra collection answered whole) and the local days they were looked for on. */
export const FreeSlotListSchema = hydraCollectionSchema(FreeSlotSchema).extend({ days: z.array(z.string()) });
export type FreeSlotList = z.infer<typeof FreeSlotListSchema>;

/** A month at a glance: free slots per local day and the lowest prices then (the booking page's day picker). */
export const FreeDaySchema = z.object({
  day: z.string(),
  freeSlots: z.number().int(),
  /** Cents; null when the day has no free slot. */
  memberFrom: z.number().int().nullable(),
  guestFrom: z.number().int().nullable(),
});
export const FreeDayListSchema = hydraCollectionSchema(FreeDaySchema);
export type FreeDayList = z.infer<typeof FreeDayListSchema>;

export const PublicBookingBodySchema = z.object({
  calendarHash: PublicIdSchema,
  startAt: InstantSchema,
  minutes: SlotLengthSchema,
  email: z.email(fieldError('email')).max(254, fieldError('tooLong')),
  name: NameSchema,
  notes: TextSchema.optional(),
  /** From GET /api/clubs/{clubHash}/booking-token: the booker is a member (member price, members-only links). */
  bookingToken: z.string().max(2000).optional(),
});
export type PublicBookingBody = z.input<typeof PublicBookingBodySchema>;

/** Spec 7's booking token (shape not shown): who a signed-in member is, for the public booking page. */
export const BookingTokenSchema = z.object({ token: z.string(), tokenTtl: z.number().int(), email: z.string(), name: z.string() });
export type BookingToken = z.infer<typeof BookingTokenSchema>;

export const BookingFeedParamsSchema = z.object({ feedToken: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });
