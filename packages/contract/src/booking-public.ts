import { z } from 'zod';
import { hydraCollectionSchema } from './common/hydra';
import { fieldError } from './common/field-errors';
import { PublicIdSchema } from './common/ids';
import { DaySchema, InstantSchema, NameSchema, SlotLengthSchema, TextSchema } from './bookings-fields';
import { BOOKING_SLOT_DAYS_MAX, BookingCalendarSchema, LINK_AUDIENCES } from './bookings';

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
