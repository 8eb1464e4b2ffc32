import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/** A club's tax (spec 3's product tax: hash, name, value, type); the rate in basis points (2100 = 21 %). */
export const commerceTaxes = pgTable(
  'commerce_taxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    /** included (prices carry it), added (on top of the price) or exempt. */
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commerce_taxes_public_id_key').on(t.publicId),
    index('commerce_taxes_club_idx').on(t.clubId),
    check('commerce_taxes_rate_range', sql`${t.rateBasisPoints} between 0 and 10000`),
    check('commerce_taxes_type', sql`${t.type} in ('included', 'added', 'exempt')`),
  ],
);

/** Spec 3: Campaign. Money in cents; `collected` grows as orders are paid (the orders part). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(false),
    collectedCents: bigint('collected_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaigns_public_id_key').on(t.publicId),
    index('campaigns_club_created_idx').on(t.clubId, t.createdAt, t.id),
    check('campaigns_dates_ordered', sql`${t.endsAt} > ${t.startsAt}`),
    check('campaigns_collected_positive', sql`${t.collectedCents} >= 0`),
  ],
);

/**
 * Spec 3: Campaign product. `stock_sold` never passes `stock_total` (the database refuses it, so
 * no race can oversell); with options, the product's counters are the sums of its options'.
 */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    priceCents: integer('price_cents').notNull(),
    taxId: integer('tax_id').references(() => commerceTaxes.id, { onDelete: 'restrict' }),
    stockTotal: integer('stock_total').notNull(),
    stockSold: integer('stock_sold').notNull().default(0),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maxPerBuyer: integer('max_per_buyer'),
    isTicket: boolean('is_ticket').notNull().default(false),
    /** A ticket's seat map (feature seat_selection): rows × seats, each seat held by one order. */
    seatRows: integer('seat_rows'),
    seatsPerRow: integer('seats_per_row'),
    /** A ticket's event (the match): when it starts and where, printed on the ticket; null for goods or when not given. */
    eventStartsAt: timestamp('event_starts_at', { withTimezone: true }),
    eventVenue: text('event_venue'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_products_public_id_key').on(t.publicId),
    index('campaign_products_campaign_idx').on(t.campaignId, t.position, t.id),
    check('campaign_products_price_positive', sql`${t.priceCents} >= 0`),
    check('campaign_products_stock', sql`${t.stockSold} between 0 and ${t.stockTotal}`),
    check(
      'campaign_products_seat_map',
      sql`(${t.seatRows} is null and ${t.seatsPerRow} is null) or (${t.isTicket} and ${t.seatRows} * ${t.seatsPerRow} = ${t.stockTotal})`,
    ),
  ],
);

/** A product's option with its own stock (a T-shirt's sizes). */
export const productOptions = pgTable(
  'product_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => campaignProducts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    stockTotal: integer('stock_total').notNull(),
    stockSold: integer('stock_sold').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_options_public_id_key').on(t.publicId),
    uniqueIndex('product_options_product_name_key').on(t.productId, t.name),
    check('product_options_stock', sql`${t.stockSold} between 0 and ${t.stockTotal}`),
  ],
);

/**
 * An order (spec 3: hash, delivered, purchaseIdentifier, paidBy, products, amount, taxAmount,
 * status). status (spec 4 "numeric"): 0 pending payment (stock reserved until `reserved_until`),
 * 1 paid, 2 unpaid (the reservation expired or was cancelled; its stock returned), 3 refunded.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    /** What people read out (receipt, phone calls): short, per club unique. */
    purchaseIdentifier: text('purchase_identifier').notNull(),
    status: integer('status').notNull().default(0),
    /** guardian (members and guardians, signed in) or external (name and email given). */
    paidByType: text('paid_by_type').notNull(),
    paidByName: text('paid_by_name').notNull(),
    paidByEmail: text('paid_by_email').notNull(),
    userId: integer('user_id'),
    amountCents: integer('amount_cents').notNull(),
    taxAmountCents: integer('tax_amount_cents').notNull(),
    delivered: boolean('delivered').notNull().default(false),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    /** How it is paid (the answers show it); the payment itself (sessions, the provider's payment, refunds) is in the ledger. */
    paymentProvider: text('payment_provider').notNull(),
    /** The provider's hosted page for this order (a Stripe checkout session), shown to the buyer while it waits. */
    checkoutUrl: text('checkout_url'),
    /** A retried checkout with the same key answers the same order (never a second one). */
    idempotencyKey: text('idempotency_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_public_id_key').on(t.publicId),
    uniqueIndex('orders_club_identifier_key').on(t.clubId, t.purchaseIdentifier),
    uniqueIndex('orders_club_idempotency_key').on(t.clubId, t.idempotencyKey),
    index('orders_club_created_idx').on(t.clubId, t.createdAt, t.id),
    // The manager home's live count of paid orders to deliver (issue 25), read every few seconds.
    index('orders_club_to_deliver_idx')
      .on(t.clubId, t.paidAt)
      .where(sql`${t.status} = 1 and not ${t.delivered}`),
    // A buyer's orders: the per-buyer limits at checkout (e-mail in a club) and the buyer's tickets.
    index('orders_buyer_email_idx').on(t.paidByEmail, t.clubId),
    index('orders_user_idx').on(t.userId),
    index('orders_pending_idx')
      .on(t.reservedUntil)
      .where(sql`${t.status} = 0`),
    check('orders_status', sql`${t.status} in (0, 1, 2, 3)`),
    check('orders_paid_by_type', sql`${t.paidByType} in ('guardian', 'external')`),
    check('orders_amounts', sql`${t.amountCents} >= 0 and ${t.taxAmountCents} >= 0`),
  ],
);

/** One line of an order: what was bought, priced as it was at checkout (later edits do not change it). */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => campaignProducts.id, { onDelete: 'restrict' }),
    optionId: integer('option_id').references(() => productOptions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    optionName: text('option_name'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    unitTaxCents: integer('unit_tax_cents').notNull(),
    unitTotalCents: integer('unit_total_cents').notNull(),
    taxName: text('tax_name'),
    taxRateBasisPoints: integer('tax_rate_basis_points'),
    taxType: text('tax_type'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * A seat held by an order (pending or paid). The unique key is the promise that a seat has one
 * holder: two checkouts racing for it cannot both insert. Released orders delete their seats.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => campaignProducts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    seatRow: integer('seat_row').notNull(),
    seatNumber: integer('seat_number').notNull(),
  },
  (t) => [
    uniqueIndex('seat_holds_seat_key').on(t.productId, t.seatRow, t.seatNumber),
    index('seat_holds_order_idx').on(t.orderId),
    check('seat_holds_positive', sql`${t.seatRow} >= 1 and ${t.seatNumber} >= 1`),
  ],
);

/**
 * A ticket: one per unit of a ticket product in a paid order. `code` is what its QR carries (128
 * random bits: one ticket says nothing about another); the door's check (access control) sets
 * `used_at`. A refund cancels the order's tickets.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    code: text('code').notNull(),
    /** What people read and say at the door or on the phone (`T-4F7K-2Q`), unique in its club; the QR keeps `code`. */
    reference: text('reference').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => campaignProducts.id, { onDelete: 'restrict' }),
    seatRow: integer('seat_row'),
    seatNumber: integer('seat_number'),
    cancelled: boolean('cancelled').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_public_id_key').on(t.publicId),
    uniqueIndex('tickets_code_key').on(t.code),
    uniqueIndex('tickets_club_reference_key').on(t.clubId, t.reference),
    index('tickets_order_idx').on(t.orderId),
    index('tickets_club_product_idx').on(t.clubId, t.productId),
  ],
);
