import type { TablesNamed } from '../../lib/cache/change-feed';

/**
 * The watched tables of fees: the member's Payments page keeps each account's charges between
 * requests (member/charges-cache.ts), so every unit of work that writes a fee or a charge names
 * these (fees, charges, the payment handler, SEPA batches and returns, joining's acceptance), and
 * their triggers (migration 0037) tell the other processes. Mandates, plans and SEPA files are
 * read fresh and stay unwatched.
 */
export const FEE_TABLES = ['fees', 'charges'] as const;

declare module '../../lib/cache/change-feed' {
  // Their names join the watched tables units of work and caches may name.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureWatchedTables extends TablesNamed<typeof FEE_TABLES> {}
}
