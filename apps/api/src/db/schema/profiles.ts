import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

/**
 * A person's role in a club. `user_id` is nullable so a child athlete can exist without an
 * account (and get one later); the person's own data (name, dni, …) lives here, per club.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** PROFILE_TYPE_CODES of the contract: member 0, manager 1, guardian 2, player 3, external 4. */
    type: smallint('type').notNull(),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    dni: text('dni'),
    email: text('email'),
    phone: text('phone'),
    panelAccess: boolean('panel_access').notNull().default(false),
    accessController: boolean('access_controller').notNull().default(false),
    preEnrollment: boolean('pre_enrollment').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_public_id_key').on(t.publicId),
    // Spec 1: a user cannot hold a second profile of the same type in a club.
    uniqueIndex('profiles_user_club_type_key')
      .on(t.userId, t.clubId, t.type)
      .where(sql`${t.userId} is not null`),
    index('profiles_club_type_idx').on(t.clubId, t.type),
    check('profiles_type_known', sql`${t.type} between 0 and 4`),
  ],
);

/** Guardian profile ↔ child profile (spec records_from_children): many to many. */
export const guardianships = pgTable(
  'guardianships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guardianProfileId: integer('guardian_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    childProfileId: integer('child_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guardianships_pair_key').on(t.guardianProfileId, t.childProfileId),
    index('guardianships_child_idx').on(t.childProfileId),
    check('guardianships_not_self', sql`${t.guardianProfileId} <> ${t.childProfileId}`),
  ],
);
