import { z } from 'zod';
import { hydraCollectionSchema } from './common/hydra';
import { fieldError } from './common/field-errors';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { ColourSchema, DaySchema, MoneySchema, NameSchema, SlotLengthSchema, WeekdaySchema } from './bookings-fields';

/**
 * Bookings (issue 13): calendars, opening hours, prices and public links here; the bookings
 * themselves and the agenda in booking-agenda.ts, the public booking page's shapes in booking-public.ts.
 */
export { BOOKING_NAME_MAX, BOOKING_TEXT_MAX } from './bookings-fields';
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

/** Local time of day, "HH:MM"; "24:00" is the end of the day. */
export const TimeOfDaySchema = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, fieldError('timeFormat'));

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
