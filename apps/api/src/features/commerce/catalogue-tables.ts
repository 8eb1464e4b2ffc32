import type { ChangeTopic, TablesNamed } from '../../lib/cache/change-feed';

/**
 * The shop's watched tables (migrations 0016, 0023): what campaigns, products and options are
 * (names, prices, dates, stock totals, sizes). Every unit of work that changes one names them all.
 * Taxes are never changed once created (a product moves to another tax), so they need no watching.
 * The entry declares them (`watchedTables`).
 */
export const CATALOGUE_TABLES = ['campaigns', 'campaign_products', 'product_options'] as const;

/**
 * What sales move: units sold of products and options, a campaign's collected amount. Their
 * columns are left out of the catalogue's triggers (a notification per sale would make every
 * checkout commit in turn); checkouts, payments, refunds, expiries, cash orders and imports name
 * this topic instead, so caches that show stock (the campaign page) follow, and caches of what
 * things are and cost (checkout's catalogue) survive a sale.
 */
export const SALES_COUNTERS = ['sales_counters'] as const satisfies readonly ChangeTopic[];

declare module '../../lib/cache/change-feed' {
  // Their names join the watched tables units of work and caches may name.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureWatchedTables extends TablesNamed<typeof CATALOGUE_TABLES> {}
}
