import type { ChangeTopic } from '../../lib/cache/change-feed';

/**
 * What fees' units of work name when they write a fee, a charge or a SEPA mandate: the member's
 * Payments page keeps each account's charge and mandate lists between requests
 * (member/account-lists-cache.ts). An announced topic, not watched tables: the unit of work clears
 * this process's caches after its commit and tells the other processes itself, once per 100 ms,
 * instead of a trigger on each of the 50,000 rows a season fee writes (lib/cache/change-feed.ts,
 * ANNOUNCED_TOPICS). So every writer names it: the manager's changes, the payment handler, the
 * member's mandates and their expiry, SEPA batches and returns, joining's sign-up and acceptance.
 */
export const FEE_TABLES = ['fee_charges'] as const satisfies readonly ChangeTopic[];
