import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/** A club's sponsor (spec 3: hash, name, url, image, order), shown on the public portal. */
export const sponsors = pgTable(
  'sponsors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** http(s) only; the portal links through the API's click counter. */
    url: text('url'),
    /** Storage key of the normalised logo (lib/uploads), null without one. */
    image: text('image'),
    /** The spec's `order`: 0-based place in the club's list. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sponsors_public_id_key').on(t.publicId), index('sponsors_club_position_idx').on(t.clubId, t.position, t.id)],
);

/**
 * Clicks on a sponsor's portal link, one row per sponsor and day (an upsert adds one): a flood of
 * clicks grows a counter, not the table, and "the last 30 days" reads at most 30 rows.
 */
export const sponsorClickDays = pgTable(
  'sponsor_click_days',
  {
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    /** The day in the club's time zone (Europe/Madrid by default). */
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sponsorId, t.day] }), check('sponsor_click_days_clicks_positive', sql`${t.clicks} >= 0`)],
);
