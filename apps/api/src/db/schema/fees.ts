import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { profiles } from './profiles';
import { users } from './users';

/**
 * Member fees (issue 23): seasons, membership plans, fees and the charges they create per
 * person (SEPA mandates, creditors, batches and collections are in sepa.ts). Money is in integer
 * cents; every manual change of a charge writes an audit line (lib/audit).
 */

export const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const SEASON_STATUSES = ['open', 'closed'] as const;
export const PLAN_AUDIENCES = ['partner', 'athlete'] as const;
export const PLAN_PERIODS = ['season', 'monthly', 'quarterly'] as const;
export const FEE_KINDS = ['plan', 'one_off'] as const;
export const FEE_STATUSES = ['draft', 'sent', 'cancelled'] as const;
/**
 * A charge's life. `pending` past its due date reads as unpaid (overdue); `in_collection` is in a
 * SEPA batch not yet settled; `returned` came back from the bank (reason kept); `refunded_by_debtor`
 * is a SEPA refund the member asked their bank for within 8 weeks.
 */
export const CHARGE_STATUSES = [
  'pending',
  'in_collection',
  'paid',
  'unpaid',
  'returned',
  'refunded_by_debtor',
  'exempt',
  'partly_refunded',
  'cancelled',
] as const;
export const CHARGE_PAID_METHODS = ['card', 'test', 'sepa_debit', 'cash', 'transfer'] as const;

/** A club's season ("2026/27"): plans and plan fees belong to one; a new season copies the plans. */
export const seasons = pgTable(
  'seasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('open'),
    /**
     * Days from this season's start a member of the season before who has not renewed keeps access
     * (fees' standing, features/fees/standing/fee-standing.ts).
     */
    graceDays: integer('grace_days').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seasons_public_id_key').on(t.publicId),
    uniqueIndex('seasons_club_name_key').on(t.clubId, t.name),
    check('seasons_status', sql`${t.status} in (${inList(SEASON_STATUSES)})`),
    check('seasons_dates', sql`${t.startsOn} < ${t.endsOn}`),
    check('seasons_grace', sql`${t.graceDays} between 0 and 365`),
  ],
);

/** A membership plan of a season: what a partner or athlete pays, how often, and who may choose it. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** PLAN_AUDIENCES. */
    audience: text('audience').notNull(),
    /** PERSON_CATEGORIES codes it is for; empty = every category. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** Cents per period. */
    price: integer('price').notNull(),
    /** PLAN_PERIODS. */
    period: text('period').notNull().default('season'),
    /** Charges the season's price is split into (1 = one charge). */
    instalments: smallint('instalments').notNull().default(1),
    /** Percent off for the second and later siblings of one family (0-100). */
    siblingDiscountPercent: smallint('sibling_discount_percent').notNull().default(0),
    /** Percent off when two or more of one family join (0-100). */
    familyDiscountPercent: smallint('family_discount_percent').notNull().default(0),
    /** New members may choose it when they join from the portal. */
    openToNewMembers: boolean('open_to_new_members').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('membership_plans_public_id_key').on(t.publicId),
    uniqueIndex('membership_plans_season_name_key').on(t.seasonId, t.name),
    index('membership_plans_club_idx').on(t.clubId, t.seasonId),
    check('membership_plans_audience', sql`${t.audience} in (${inList(PLAN_AUDIENCES)})`),
    check('membership_plans_period', sql`${t.period} in (${inList(PLAN_PERIODS)})`),
    check('membership_plans_price', sql`${t.price} >= 0`),
    check('membership_plans_instalments', sql`${t.instalments} between 1 and 12`),
    check(
      'membership_plans_discounts',
      sql`${t.siblingDiscountPercent} between 0 and 100 and ${t.familyDiscountPercent} between 0 and 100`,
    ),
  ],
);

/** Who a fee is for: chosen people, teams, categories, or every partner (or athlete) of the club. */
export type FeeTarget =
  | { kind: 'people'; profileHashes: string[] }
  | { kind: 'teams'; teamHashes: string[] }
  | { kind: 'categories'; categories: string[] }
  | { kind: 'allPartners' }
  | { kind: 'allAthletes' };

/** A fee: from a plan or one-off (kit, trip, licence); sending it creates the charges per person. */
export const fees = pgTable(
  'fees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => membershipPlans.id, { onDelete: 'set null' }),
    /** FEE_KINDS. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Cents per person for the whole fee, before discounts (split into `instalments`). */
    amount: integer('amount').notNull(),
    instalments: smallint('instalments').notNull().default(1),
    /** Due date of the first instalment; the next ones follow the plan's period (monthly by default). */
    firstDueOn: date('first_due_on', { mode: 'string' }).notNull(),
    target: jsonb('target').$type<FeeTarget>().notNull(),
    /** FEE_STATUSES. */
    status: text('status').notNull().default('draft'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fees_public_id_key').on(t.publicId),
    // The fees list, newest first with ties broken by id: the page's ids from this index alone.
    index('fees_club_created_idx').on(t.clubId, t.createdAt, t.id),
    check('fees_kind', sql`${t.kind} in (${inList(FEE_KINDS)})`),
    check('fees_status', sql`${t.status} in (${inList(FEE_STATUSES)})`),
    check('fees_amount', sql`${t.amount} >= 0`),
    check('fees_instalments', sql`${t.instalments} between 1 and 12`),
  ],
);

/** What one person owes for one instalment of one fee, and where it stands. */
export const charges = pgTable(
  'charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    feeId: integer('fee_id')
      .notNull()
      .references(() => fees.id, { onDelete: 'cascade' }),
    /** The person who owes it (a child's charge is the child's; guardians see it). */
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** 1-based instalment of the fee. */
    instalment: smallint('instalment').notNull().default(1),
    /** Cents owed, after discounts and any manual change. */
    amount: integer('amount').notNull(),
    /** Cents given back (partial or full refunds). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** A bank's return fee added to this charge (cents). */
    returnFee: integer('return_fee').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** CHARGE_STATUSES. */
    status: text('status').notNull().default('pending'),
    /** CHARGE_PAID_METHODS, once paid. */
    paidMethod: text('paid_method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The manager's note on a manual payment or exemption. */
    note: text('note'),
    /** A SEPA-paid charge can come back until then (8 weeks after the debit). */
    refundableUntil: timestamp('refundable_until', { withTimezone: true }),
    /** The bank's reason code of the last return or rejection (AM04, MD06…). */
    returnReason: text('return_reason'),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charges_public_id_key').on(t.publicId),
    uniqueIndex('charges_fee_profile_instalment_key').on(t.feeId, t.profileId, t.instalment),
    index('charges_club_status_due_idx').on(t.clubId, t.status, t.dueOn),
    index('charges_profile_idx').on(t.profileId, t.dueOn),
    check('charges_status', sql`${t.status} in (${inList(CHARGE_STATUSES)})`),
    check('charges_paid_method', sql`${t.paidMethod} is null or ${t.paidMethod} in (${inList(CHARGE_PAID_METHODS)})`),
    check(
      'charges_amounts',
      sql`${t.amount} >= 0 and ${t.returnFee} >= 0 and ${t.refundedAmount} between 0 and ${t.amount} + ${t.returnFee}`,
    ),
  ],
);

/**
 * Each fee's running totals over its charges, kept by statement triggers on charges (migration
 * 0051): the fees list shows every fee's charged, paid and owed figures without summing its
 * charges (a season fee has 50,000). The buckets are those of the fee's card: charged is every
 * charge not cancelled or exempt; paid is paid or partly refunded (net of refunds); owed is pending,
 * unpaid, returned or in collection. Amounts are cents including return fees.
 */
export const feeChargeTotals = pgTable('fee_charge_totals', {
  feeId: integer('fee_id')
    .primaryKey()
    .references(() => fees.id, { onDelete: 'cascade' }),
  chargedCount: integer('charged_count').notNull().default(0),
  chargedAmount: bigint('charged_amount', { mode: 'number' }).notNull().default(0),
  paidCount: integer('paid_count').notNull().default(0),
  paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
  owedCount: integer('owed_count').notNull().default(0),
  owedAmount: bigint('owed_amount', { mode: 'number' }).notNull().default(0),
});
