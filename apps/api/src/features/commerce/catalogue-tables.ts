import type { ChangeTopic, WatchedTable } from '../../lib/cache/change-feed';

/**
 * The shop's watched tables (migrations 0016, 0023): what campaigns, products and options are
 * (names, prices, dates, stock totals, sizes). Every unit of work that changes one names them all.
 * Taxes are never changed once created (a product moves to another tax), so they need no watching.
 */
export const CATALOGUE_TABLES = ['campaigns', 'campaign_products', 'product_options'] as const satisfies readonly WatchedTable[];

/**
 * What sales move: units sold of products and options, a campaign's collected amount. Their
 * columns are left out of the catalogue's triggers (a notification per sale would make every
 * checkout commit in turn); checkouts, payments, refunds, expiries, cash orders and imports name
 * this topic instead, so caches that show stock (the campaign page) follow, and caches of what
 * things are and cost (checkout's catalogue) survive a sale.
 */
export const SALES_COUNTERS = ['sales_counters'] as const satisfies readonly ChangeTopic[];
