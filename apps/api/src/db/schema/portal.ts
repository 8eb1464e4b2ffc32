import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/** Properties of a link component (spec 3: properties {href, image}). */
export type PortalComponentProperties = { href?: string | null; image?: string | null };

/**
 * A component of the club's public portal (spec 3: id, core, name, type, properties, enabled,
 * order, highlighted). Core components (tickets, campaigns, member.registration, inscriptions)
 * are one per club and name; custom ones are links (type 'link').
 */
export const portalComponents = pgTable(
  'portal_components',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    core: boolean('core').notNull().default(false),
    name: text('name').notNull(),
    type: text('type'),
    properties: jsonb('properties').$type<PortalComponentProperties>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    /** The spec's `order`. */
    position: integer('position').notNull().default(0),
    highlighted: boolean('highlighted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('portal_components_club_position_idx').on(t.clubId, t.position, t.id),
    uniqueIndex('portal_components_club_core_key')
      .on(t.clubId, t.name)
      .where(sql`${t.core}`),
    check('portal_components_link_type', sql`${t.core} or ${t.type} = 'link'`),
  ],
);
