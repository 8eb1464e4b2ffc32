import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { profiles } from './profiles';

/**
 * Bookings (issue 13). Times of day are minutes after local midnight in the calendar's time zone
 * (a rule "08:00–22:00" stays 08:00–22:00 across a clock change); instants are timestamptz.
 */

/** A bookable resource of a club (a padel court, a pitch, a room). */
export const bookingCalendars = pgTable(
  'booking_calendars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sport: text('sport').notNull(),
    colour: text('colour').notNull(),
    /** The lengths a booking may have, in minutes, ascending (e.g. {60,90}). */
    slotMinutes: integer('slot_minutes').array().notNull(),
    /** People a booking holds (4 for padel); shown to bookers, not a count of parallel bookings. */
    capacity: integer('capacity').notNull().default(4),
    timeZone: text('time_zone').notNull().default('Europe/Madrid'),
    position: integer('position').notNull().default(0),
    /** Secret of the calendar's private ICS feed; a new one revokes every subscription. */
    feedToken: text('feed_token').notNull(),
    /** Whether the private feed names who booked (name, e-mail, notes): only if the manager asks. */
    feedIncludesBooker: boolean('feed_includes_booker').notNull().default(false),
    /** An external ICS feed whose busy times block slots (connected calendars). */
    externalFeedUrl: text('external_feed_url'),
    externalFeedCheckedAt: timestamp('external_feed_checked_at', { withTimezone: true }),
    externalFeedError: text('external_feed_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_calendars_public_id_key').on(t.publicId),
    uniqueIndex('booking_calendars_feed_token_key').on(t.feedToken),
    index('booking_calendars_club_idx').on(t.clubId, t.position, t.id),
    check('booking_calendars_capacity_positive', sql`${t.capacity} between 1 and 100`),
  ],
);

/** Weekly opening hours: one row per calendar, ISO weekday (1 Monday … 7 Sunday) and band. */
export const bookingOpeningRules = pgTable(
  'booking_opening_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => bookingCalendars.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    opensAt: integer('opens_at').notNull(),
    closesAt: integer('closes_at').notNull(),
  },
  (t) => [
    index('booking_opening_rules_calendar_idx').on(t.calendarId, t.weekday),
    check(
      'booking_opening_rules_band',
      sql`${t.weekday} between 1 and 7 and ${t.opensAt} >= 0 and ${t.closesAt} <= 1440 and ${t.opensAt} < ${t.closesAt}`,
    ),
  ],
);

/**
 * A day unlike the weekly rule: closed (no hours) or special hours; on one calendar, or, with
 * no calendar, a holiday of the whole club.
 */
export const bookingExceptions = pgTable(
  'booking_exceptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    calendarId: integer('calendar_id').references(() => bookingCalendars.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    opensAt: integer('opens_at'),
    closesAt: integer('closes_at'),
  },
  (t) => [
    uniqueIndex('booking_exceptions_public_id_key').on(t.publicId),
    index('booking_exceptions_club_day_idx').on(t.clubId, t.day),
    check(
      'booking_exceptions_hours',
      sql`(${t.opensAt} is null and ${t.closesAt} is null) or (${t.opensAt} >= 0 and ${t.closesAt} <= 1440 and ${t.opensAt} < ${t.closesAt})`,
    ),
  ],
);

/**
 * A price rule: member and guest prices (integer cents) for bookings starting in a time band on
 * some weekdays, optionally for one length only, between validity dates. The most specific
 * matching rule wins (see pricing.ts).
 */
export const bookingPricingPolicies = pgTable(
  'booking_pricing_policies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Calendars it prices; empty = every calendar of the club. */
    calendarIds: integer('calendar_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    weekdays: integer('weekdays').array().notNull(),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    /** Only bookings of this length; null = any length (priced per hour, pro rata). */
    durationMinutes: integer('duration_minutes'),
    memberPrice: integer('member_price').notNull(),
    guestPrice: integer('guest_price').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_pricing_policies_public_id_key').on(t.publicId),
    index('booking_pricing_policies_club_idx').on(t.clubId),
    check('booking_pricing_policies_prices', sql`${t.memberPrice} >= 0 and ${t.guestPrice} >= 0`),
  ],
);

/** A public booking link grouping calendars, with its rules. */
export const bookingLinkGroups = pgTable(
  'booking_link_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    calendarIds: integer('calendar_ids').array().notNull(),
    /** How many days ahead one may book (today counts as day 0). */
    windowDays: integer('window_days').notNull().default(7),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(60),
    /** Bookings per person (email) per ISO week through this link; null = no cap. */
    maxPerWeek: integer('max_per_week'),
    /** 'anyone' or 'members' (members are known through the club's booking token). */
    audience: text('audience').notNull().default('anyone'),
    paymentRequired: boolean('payment_required').notNull().default(false),
    /** Cancelling is free until this many hours before the start. */
    freeCancelHours: integer('free_cancel_hours').notNull().default(24),
    /** After that: refused (null) or allowed keeping this percentage of the price. */
    lateCancelFeePercent: integer('late_cancel_fee_percent'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_link_groups_public_id_key').on(t.publicId), index('booking_link_groups_club_idx').on(t.clubId)],
);

/**
 * A booking (spec 3) or a manager's block. The exclusion constraint (migration) refuses two
 * live rows on one calendar whose [start, end) overlap: the database, not the code, is what
 * makes a double booking impossible.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The spec's bookingHash: 128 random bits, the only key of the public pages. */
    publicId: text('public_id').notNull(),
    /** What people read and type (`R-4F7K-2Q`, lib/human-reference.ts): the status page, the e-mails, the agenda. Unique in its club. */
    reference: text('reference').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => bookingCalendars.id, { onDelete: 'cascade' }),
    linkGroupId: integer('link_group_id').references(() => bookingLinkGroups.id, { onDelete: 'set null' }),
    /** 'booking' or 'block' (a manager closes a slot). */
    kind: text('kind').notNull().default('booking'),
    /** 'pending' (awaiting payment), 'confirmed' or 'cancelled'. */
    status: text('status').notNull(),
    bookerEmail: text('booker_email'),
    bookerName: text('booker_name'),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** 'member', 'guest' or 'manual' (set by a manager). */
    priceKind: text('price_kind').notNull().default('guest'),
    description: text('description').notNull().default(''),
    notes: text('notes').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    units: integer('units').notNull().default(1),
    /** Weekly series (recurring bookings) share this id. */
    seriesId: text('series_id'),
    /**
     * 'test' (the built-in provider) or 'card' (the club's provider account), when payment is due;
     * the payment itself (sessions, the provider's payment, refunds) is in the ledger (payments).
     */
    paymentProvider: text('payment_provider'),
    /** The provider's hosted checkout while pending (the status page links it). */
    paymentUrl: text('payment_url'),
    /** Until when a pending booking holds its slot. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelFee: integer('cancel_fee'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_public_id_key').on(t.publicId),
    uniqueIndex('bookings_club_reference_key').on(t.clubId, t.reference),
    index('bookings_club_start_idx').on(t.clubId, t.startAt),
    index('bookings_calendar_start_idx').on(t.calendarId, t.startAt),
    index('bookings_email_idx').on(t.clubId, t.bookerEmail, t.startAt),
    check('bookings_interval', sql`${t.startAt} < ${t.endAt}`),
    check('bookings_status', sql`${t.status} in ('pending', 'confirmed', 'cancelled')`),
    check('bookings_amount', sql`${t.amount} >= 0`),
  ],
);

/** Busy times read from a calendar's external ICS feed; replaced whole at every refresh. */
export const bookingBusyTimes = pgTable(
  'booking_busy_times',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => bookingCalendars.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull().default(''),
  },
  (t) => [index('booking_busy_times_calendar_idx').on(t.calendarId, t.startAt)],
);
