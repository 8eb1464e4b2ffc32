import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { fees, membershipPlans } from './fees';
import { profiles } from './profiles';
import { users } from './users';

/**
 * Joining from the public portal (issue 23, part 5): sign-ups that managers accept or refuse,
 * and activities (summer camp, tournament) with a fee and a limited number of places.
 */

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const JOINING_REQUEST_STATUSES = ['pending', 'accepted', 'refused'] as const;
export const ACTIVITY_STATUSES = ['open', 'closed'] as const;
export const INSCRIPTION_STATUSES = ['pending', 'accepted', 'refused'] as const;

/** The SEPA mandate given with a sign-up, stored as a mandate when the request is accepted. */
export type JoiningMandate = { holderName: string; iban: string; bic: string | null; acceptedAt: string };

/**
 * A public sign-up: the new person's profile (pre-enrolment until accepted) and, when a guardian
 * registers a child, the guardian's profile too. The chosen plan's charges are created on acceptance.
 */
export const joiningRequests = pgTable(
  'joining_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** The person joining (a child when a guardian registers one), `pre_enrollment` until accepted. */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The guardian who registered the child (pre-enrolment too), else null. */
    guardianProfileId: integer('guardian_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => membershipPlans.id, { onDelete: 'set null' }),
    /** Where the decision and the account link go (the guardian's for a child). */
    email: text('email').notNull(),
    phone: text('phone'),
    locale: text('locale').notNull().default('es'),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    mandate: jsonb('mandate').$type<JoiningMandate>(),
    /** JOINING_REQUEST_STATUSES. */
    status: text('status').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('joining_requests_public_id_key').on(t.publicId),
    index('joining_requests_club_status_idx').on(t.clubId, t.status, t.createdAt),
    check('joining_requests_status', sql`${t.status} in (${inList(JOINING_REQUEST_STATUSES)})`),
  ],
);

/**
 * An activity people inscribe in from the portal. `taken` counts the places held by pending and
 * accepted inscriptions; the check keeps it within `places`, so a conditional increment is the
 * only way in and two requests can never take the last place twice.
 */
export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Cents each participant pays (a one-off fee, created with the first accepted inscription). */
    price: integer('price').notNull(),
    places: integer('places').notNull(),
    taken: integer('taken').notNull().default(0),
    startsOn: date('starts_on', { mode: 'string' }),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** ACTIVITY_STATUSES. */
    status: text('status').notNull().default('open'),
    feeId: integer('fee_id').references(() => fees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activities_public_id_key').on(t.publicId),
    index('activities_club_idx').on(t.clubId, t.createdAt),
    check('activities_status', sql`${t.status} in (${inList(ACTIVITY_STATUSES)})`),
    check('activities_price', sql`${t.price} >= 0`),
    check('activities_places', sql`${t.places} > 0 and ${t.taken} between 0 and ${t.places}`),
  ],
);

/** One participant's place in an activity; accepted inscriptions owe the activity's fee. */
export const activityInscriptions = pgTable(
  'activity_inscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    dni: text('dni'),
    /** The guardian who inscribed the child, else null. */
    guardianName: text('guardian_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    locale: text('locale').notNull().default('es'),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    /** INSCRIPTION_STATUSES: pending and accepted hold a place; refused gives it back. */
    status: text('status').notNull().default('pending'),
    /** The participant's profile, made on acceptance (the charge is theirs). */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_inscriptions_public_id_key').on(t.publicId),
    index('activity_inscriptions_activity_idx').on(t.activityId, t.status, t.createdAt),
    check('activity_inscriptions_status', sql`${t.status} in (${inList(INSCRIPTION_STATUSES)})`),
  ],
);
