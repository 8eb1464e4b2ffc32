import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/** What a payment pays; each purpose is handled by the feature that owns the paid thing. */
export const PAYMENT_PURPOSES = ['shop_order', 'booking', 'fee_charge'] as const;
/** How the money moves: cards and bank debits through the provider, the rest recorded by hand or by the test provider. */
export const PAYMENT_METHODS = ['card', 'test', 'sepa_debit', 'cash', 'transfer', 'import'] as const;
export const PAYMENT_STATUSES = [
  'pending',
  'processing',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
  'reversed',
] as const;
export const ATTEMPT_STATUSES = ['open', 'paid', 'failed', 'expired'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A club's account with a payment provider (Stripe Connect): buyers pay the club directly. The
 * provider's own view (details submitted, charges enabled) is copied here on every onboarding
 * check and account.updated event; checkout uses the provider only while charges are enabled.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    accountId: text('account_id').notNull(),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_accounts_club_provider_key').on(t.clubId, t.provider),
    uniqueIndex('payment_accounts_account_key').on(t.provider, t.accountId),
  ],
);

/**
 * Provider events already handled: a webhook delivered twice is handled once. An event that
 * cannot prove it is about what it names (another account, another session, another amount) is
 * kept as refused, with why, and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** 'handled' or 'refused'. */
    outcome: text('outcome').notNull().default('handled'),
    /** Why it was refused (accountMismatch, sessionMismatch, amountMismatch, currencyMismatch, unknownReference). */
    refusal: text('refusal'),
    /** The connected account it came from and the order or booking it named, as sent. */
    accountId: text('account_id'),
    reference: text('reference'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_event_key').on(t.provider, t.eventId),
    check('payment_events_outcome', sql`${t.outcome} in ('handled', 'refused')`),
  ],
);

/**
 * The ledger: one payment per paid thing (`purpose` + `subject_id`, the thing's hash), whatever
 * way it is paid. Money that settles later (a SEPA debit) is `processing` until `settles_at`,
 * and may still come back until `final_at` (a return, a chargeback: `payment_reversals`).
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The paid thing's hash (an order's, a booking's). */
    subjectId: text('subject_id').notNull(),
    /** The name the provider knows it by (checkout's client reference, the refund key); never parsed. */
    reference: text('reference').notNull(),
    /** Cents. */
    amount: integer('amount').notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull().default('pending'),
    /** Cents given back so far (refunds); reversals are kept apart. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** A SEPA mandate the money is drawn under (no mandate table yet: the fees issue adds it). */
    mandateId: text('mandate_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the money is expected in the club's account (bank debits settle days later). */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    /** After this it can no longer come back (a SEPA debit: 8 weeks; a card: the dispute window). */
    finalAt: timestamp('final_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_public_id_key').on(t.publicId),
    uniqueIndex('payments_purpose_subject_key').on(t.purpose, t.subjectId),
    uniqueIndex('payments_reference_key').on(t.reference),
    index('payments_club_created_idx').on(t.clubId, t.createdAt),
    check('payments_purpose', sql`${t.purpose} in (${inList(PAYMENT_PURPOSES)})`),
    check('payments_method', sql`${t.method} in (${inList(PAYMENT_METHODS)})`),
    check('payments_status', sql`${t.status} in (${inList(PAYMENT_STATUSES)})`),
    check('payments_amounts', sql`${t.amount} >= 0 and ${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

/** One try at collecting a payment: a hosted checkout session, a debit submission, the test provider's button. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** 'stripe', 'test', or who recorded it ('cash', 'import'). */
    provider: text('provider').notNull(),
    /** The provider's session (a Stripe checkout session): only its events may settle this attempt. */
    sessionId: text('session_id'),
    /** The provider's payment (a Stripe payment intent; the test provider's reference): refunds go through it. */
    intentId: text('intent_id'),
    url: text('url'),
    status: text('status').notNull().default('open'),
    /** Cents and currency the provider was asked for; its events must say the same. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_payment_idx').on(t.paymentId, t.id),
    uniqueIndex('payment_attempts_session_key').on(t.provider, t.sessionId),
    check('payment_attempts_status', sql`${t.status} in (${inList(ATTEMPT_STATUSES)})`),
  ],
);

/** Money given back on a payment (all or part of it). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** The provider's refund, when it names one. */
    providerReference: text('provider_reference'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_refunds_payment_idx').on(t.paymentId), check('payment_refunds_amount', sql`${t.amount} > 0`)],
);

/** Money taken back after it looked paid: a chargeback, a returned SEPA debit, with the bank's reason code. */
export const paymentReversals = pgTable(
  'payment_reversals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** 'chargeback' or 'debit_return'. */
    kind: text('kind').notNull(),
    /** The card network's or bank's code (a SEPA return's MD06, a dispute's reason). */
    reasonCode: text('reason_code'),
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_reversals_payment_idx').on(t.paymentId),
    uniqueIndex('payment_reversals_provider_key').on(t.providerReference),
    check('payment_reversals_kind', sql`${t.kind} in ('chargeback', 'debit_return')`),
  ],
);
