import type { WatchedTable } from '../../lib/cache/change-feed';

/**
 * The shop's watched tables (migration 0016): the public campaign page is cached from them, so
 * every unit of work that changes a campaign, a product, an option or a unit of stock names
 * them all (a sale moves stock; a payment moves the campaign's collected amount). Taxes are
 * never changed once created (a product moves to another tax), so they need no watching.
 */
export const CATALOGUE_TABLES = ['campaigns', 'campaign_products', 'product_options'] as const satisfies readonly WatchedTable[];
