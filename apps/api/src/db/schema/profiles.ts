import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    // People (issue 4). The QR identifier is opaque and unique; the database draws it so every
    // writer (invitations, enrollment, imports, seeds) gets one.
    qrIdentifier: text('qr_identifier')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /**
     * The key the rotating code of the person's card is signed with (issue 24, contract
     * card-code.ts): 64 hex characters, random per person. Given only to the person's own app (and
     * a guardian's) and, inside the offline package, to the club's scanner devices.
     */
    cardKey: text('card_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Sequential per club, assigned by a trigger from people_counters (migration 0005). */
    membershipNumber: integer('membership_number'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** PERSON_GENDERS of the contract. */
    gender: text('gender'),
    /** PERSON_CATEGORIES of the contract (Under-6 … Senior). */
    category: text('category'),
    photo: text('photo'),
    termsVersion: integer('terms_version'),
    termsCustom: boolean('terms_custom').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * What search-as-you-type compares: name, surname, dni and email, lowercased without accents
     * (the SQL twin of lib/search-text.ts), generated so no writer can forget it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        // The phone as digits only, so "600 123 456" and "600123456" both find "+34 600 12 34 56".
        sql`btrim(regexp_replace(lower(translate(name || ' ' || surname || ' ' || coalesce(dni, '') || ' ' || coalesce(email, '') || ' ' || coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), ''), 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿŀĿ·', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyylL')), '[[:space:]]+', ' ', 'g'))`,
      ),
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
    uniqueIndex('profiles_qr_identifier_key').on(t.qrIdentifier),
    uniqueIndex('profiles_club_membership_number_key').on(t.clubId, t.membershipNumber),
    // People lists (20,000 per club): the default order per type, and per account for "users".
    index('profiles_club_type_surname_idx').on(t.clubId, t.type, t.surname, t.name, t.id),
    index('profiles_club_surname_idx').on(t.clubId, t.surname, t.name, t.id),
    index('profiles_club_type_category_idx').on(t.clubId, t.type, t.category, t.surname, t.name, t.id),
    index('profiles_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The manager home's live count of self-registered pre-enrolments (issue 25), read every few seconds.
    index('profiles_club_pre_enrollment_idx')
      .on(t.clubId, t.createdAt)
      .where(sql`${t.preEnrollment} and ${t.enabled} and ${t.userId} is not null`),
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
