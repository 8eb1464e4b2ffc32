import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { profiles } from './profiles';

/** A public grant a club receives (issue 25 part 3): name, funder, amount, period, status. */
export const subsidies = pgTable(
  'subsidies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    funder: text('funder').notNull(),
    reference: text('reference'),
    /** Cents. */
    amount: integer('amount').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    justifyBy: date('justify_by', { mode: 'string' }),
    status: text('status').notNull().default('granted'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subsidies_public_id_key').on(t.publicId),
    index('subsidies_club_idx').on(t.clubId, t.startsOn),
    check('subsidies_status_known', sql`${t.status} in ('requested', 'granted', 'justified', 'rejected')`),
    check('subsidies_amount_positive', sql`${t.amount} >= 0`),
    check('subsidies_period', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** The managers (manager profiles of the club) a subsidy is assigned to: its Subsidies submenu entry, its receipts. */
export const subsidyManagers = pgTable(
  'subsidy_managers',
  {
    subsidyId: integer('subsidy_id')
      .notNull()
      .references(() => subsidies.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The subsidy's club, for the change triggers (`table:clubId`) and club-scoped reads. */
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subsidyId, t.profileId] }), index('subsidy_managers_profile_idx').on(t.profileId)],
);

/** A person who benefits from a subsidy, and how they were chosen (a person, a team, a category). */
export const subsidyBeneficiaries = pgTable(
  'subsidy_beneficiaries',
  {
    subsidyId: integer('subsidy_id')
      .notNull()
      .references(() => subsidies.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceName: text('source_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subsidyId, t.profileId] }),
    index('subsidy_beneficiaries_profile_idx').on(t.profileId),
    check('subsidy_beneficiaries_source_known', sql`${t.source} in ('person', 'team', 'category')`),
  ],
);

/** An expense charged to a subsidy, with its receipt (stored through the uploads storage port). */
export const subsidyExpenses = pgTable(
  'subsidy_expenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    subsidyId: integer('subsidy_id')
      .notNull()
      .references(() => subsidies.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    supplier: text('supplier').notNull(),
    concept: text('concept').notNull(),
    /** Cents. */
    amount: integer('amount').notNull(),
    /** Storage key of the receipt, null until one is uploaded. */
    receiptKey: text('receipt_key'),
    receiptName: text('receipt_name'),
    receiptType: text('receipt_type'),
    receiptSize: integer('receipt_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subsidy_expenses_public_id_key').on(t.publicId),
    index('subsidy_expenses_subsidy_idx').on(t.subsidyId, t.spentOn),
    check('subsidy_expenses_amount_positive', sql`${t.amount} >= 0`),
  ],
);
