import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/**
 * A club's own member card design (feature custom_card_templates, decision 0008). No row means
 * the default design; the row stays when the feature is switched off, so switching it back on
 * brings the club's design back. The background picture lives in the uploads storage;
 * `background_version` names its current content (null: no picture).
 */
export const clubCardDesigns = pgTable('club_card_designs', {
  clubId: integer('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  showLogo: boolean('show_logo').notNull(),
  primaryColour: text('primary_colour').notNull(),
  secondaryColour: text('secondary_colour').notNull(),
  showPhoto: boolean('show_photo').notNull(),
  showMembershipNumber: boolean('show_membership_number').notNull(),
  showCategory: boolean('show_category').notNull(),
  showDni: boolean('show_dni').notNull(),
  showValidity: boolean('show_validity').notNull(),
  showQr: boolean('show_qr').notNull(),
  backgroundVersion: text('background_version'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
