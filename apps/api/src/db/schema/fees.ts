import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { profiles } from './profiles';
import { users } from './users';

/**
 * Member fees (issue 23): seasons, membership plans, fees and the charges they create per
 * person; SEPA mandates, creditor identifiers, debit batches and their collections. Money is in
 * integer cents; every manual change of a charge writes an audit line (lib/audit).
 */

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

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
export const MANDATE_SEQUENCES = ['recurrent', 'one_off'] as const;
export const MANDATE_SCHEMES = ['CORE', 'B2B'] as const;
export const MANDATE_STATUSES = ['active', 'blocked', 'expired', 'revoked'] as const;
export const SEPA_SEQUENCE_TYPES = ['FRST', 'RCUR', 'OOFF', 'FNAL'] as const;
export const COLLECTION_STATUSES = ['submitted', 'collected', 'rejected', 'returned', 'refunded_by_debtor', 'cancelled'] as const;

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
    /** Days after the season's end a member who has not renewed keeps access. */
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
    index('fees_club_created_idx').on(t.clubId, t.createdAt),
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
 * A SEPA direct debit mandate a member (or the account holder for them: a guardian for a child)
 * gives the club. Expires after 36 months without a debit; an IBAN change is an amendment, kept
 * in `sepa_mandate_amendments` and flagged (AmdmntInd) on the next debit.
 */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** The member whose charges it pays. */
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Unique mandate reference (UMR), at most 35 characters, unique per club. */
    reference: text('reference').notNull(),
    holderName: text('holder_name').notNull(),
    /** Electronic format, upper case, no spaces. */
    iban: text('iban').notNull(),
    bic: text('bic'),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    /** MANDATE_SEQUENCES. */
    sequence: text('sequence').notNull().default('recurrent'),
    /** MANDATE_SCHEMES. */
    scheme: text('scheme').notNull().default('CORE'),
    /** The mandate text version the holder accepted, and when. */
    textVersion: integer('text_version').notNull().default(1),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** MANDATE_STATUSES. */
    status: text('status').notNull().default('active'),
    blockedReason: text('blocked_reason'),
    /** Date of the last debit collected under it (null = never: the next is FRST). */
    lastUsedOn: date('last_used_on', { mode: 'string' }),
    /** An amendment not yet announced to the bank: the next debit carries AmdmntInd. */
    amendmentPending: boolean('amendment_pending').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_mandates_public_id_key').on(t.publicId),
    uniqueIndex('sepa_mandates_club_reference_key').on(t.clubId, t.reference),
    index('sepa_mandates_profile_idx').on(t.profileId),
    check('sepa_mandates_sequence', sql`${t.sequence} in (${inList(MANDATE_SEQUENCES)})`),
    check('sepa_mandates_scheme', sql`${t.scheme} in (${inList(MANDATE_SCHEMES)})`),
    check('sepa_mandates_status', sql`${t.status} in (${inList(MANDATE_STATUSES)})`),
  ],
);

/** Every change of a mandate's account (IBAN/BIC) or holder: the original values, for the amendment information. */
export const sepaMandateAmendments = pgTable(
  'sepa_mandate_amendments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mandateId: integer('mandate_id')
      .notNull()
      .references(() => sepaMandates.id, { onDelete: 'cascade' }),
    originalIban: text('original_iban').notNull(),
    originalBic: text('original_bic'),
    originalHolderName: text('original_holder_name'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The batch whose debit first carried this amendment. */
    announcedInBatchId: integer('announced_in_batch_id'),
  },
  (t) => [index('sepa_mandate_amendments_mandate_idx').on(t.mandateId, t.changedAt)],
);

/** A creditor identifier of the club at one bank (a club may collect through several banks). */
export const sepaCreditors = pgTable(
  'sepa_creditors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** How the treasurer knows it ("CaixaBank"). */
    label: text('label').notNull(),
    /** The name the bank has for the creditor. */
    name: text('name').notNull(),
    /** SEPA creditor identifier (e.g. ES12000B12345678). */
    creditorIdentifier: text('creditor_identifier').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    /** Days before the collection date members are told of the debit (pre-notification). */
    preNotificationDays: smallint('pre_notification_days').notNull().default(14),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_creditors_public_id_key').on(t.publicId),
    uniqueIndex('sepa_creditors_club_identifier_key').on(t.clubId, t.creditorIdentifier, t.iban),
    check('sepa_creditors_notice', sql`${t.preNotificationDays} between 1 and 60`),
  ],
);

/** A generated pain.008 file: the debits of one creditor for one collection date. */
export const sepaBatches = pgTable(
  'sepa_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    creditorId: integer('creditor_id')
      .notNull()
      .references(() => sepaCreditors.id, { onDelete: 'restrict' }),
    /** GrpHdr/MsgId, unique per club. */
    messageId: text('message_id').notNull(),
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    scheme: text('scheme').notNull().default('CORE'),
    count: integer('count').notNull(),
    /** Cents. */
    total: integer('total').notNull(),
    /** The pain.008 XML as generated (downloaded again byte for byte). */
    xml: text('xml').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_batches_public_id_key').on(t.publicId),
    uniqueIndex('sepa_batches_club_message_key').on(t.clubId, t.messageId),
    index('sepa_batches_club_created_idx').on(t.clubId, t.createdAt),
    check('sepa_batches_scheme', sql`${t.scheme} in (${inList(MANDATE_SCHEMES)})`),
  ],
);

/**
 * One collection attempt of a charge in a batch. Kept apart from the charge: a returned charge
 * goes into a later batch as a new attempt, and the partial unique index keeps a charge out of
 * two batches at once.
 */
export const sepaCollections = pgTable(
  'sepa_collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => sepaBatches.id, { onDelete: 'cascade' }),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    mandateId: integer('mandate_id')
      .notNull()
      .references(() => sepaMandates.id, { onDelete: 'restrict' }),
    /** Unique end-to-end id (at most 35 characters): returns are matched by it. */
    endToEndId: text('end_to_end_id').notNull(),
    /** SEPA_SEQUENCE_TYPES. */
    sequenceType: text('sequence_type').notNull(),
    amount: integer('amount').notNull(),
    /** COLLECTION_STATUSES. */
    status: text('status').notNull().default('submitted'),
    /** ISO 20022 reason code of a rejection or return (AM04, AC04, MD01, MD06…). */
    reasonCode: text('reason_code'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** The bank's fee for the return (cents), when the file says so. */
    returnFee: integer('return_fee'),
    amended: boolean('amended').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sepa_collections_end_to_end_key').on(t.endToEndId),
    uniqueIndex('sepa_collections_one_open_per_charge')
      .on(t.chargeId)
      .where(sql`${t.status} = 'submitted'`),
    index('sepa_collections_batch_idx').on(t.batchId),
    check('sepa_collections_sequence', sql`${t.sequenceType} in (${inList(SEPA_SEQUENCE_TYPES)})`),
    check('sepa_collections_status', sql`${t.status} in (${inList(COLLECTION_STATUSES)})`),
  ],
);
