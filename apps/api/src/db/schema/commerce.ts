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
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_products_public_id_key').on(t.publicId),
    index('campaign_products_campaign_idx').on(t.campaignId, t.position, t.id),
    check('campaign_products_price_positive', sql`${t.priceCents} >= 0`),
    check('campaign_products_stock', sql`${t.stockSold} between 0 and ${t.stockTotal}`),
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
