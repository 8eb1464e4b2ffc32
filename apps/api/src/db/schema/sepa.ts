import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { charges, inList } from './fees';
import { profiles } from './profiles';
import { users } from './users';

/** SEPA direct debits of member fees (issue 23): mandates, creditor identifiers, batches and their collections. */

export const MANDATE_SEQUENCES = ['recurrent', 'one_off'] as const;
export const MANDATE_SCHEMES = ['CORE', 'B2B'] as const;
export const MANDATE_STATUSES = ['active', 'blocked', 'expired', 'revoked'] as const;
export const SEPA_SEQUENCE_TYPES = ['FRST', 'RCUR', 'OOFF', 'FNAL'] as const;
export const COLLECTION_STATUSES = ['submitted', 'collected', 'rejected', 'returned', 'refunded_by_debtor', 'cancelled'] as const;

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
