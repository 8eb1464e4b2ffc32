import type { TablesNamed } from '../../lib/cache/change-feed';

/**
 * The watched tables the door scan keeps in memory (scan/door-cache.ts): a scan reads its list and
 * its phone from there instead of two queries. Units of work that write them name them, and their
 * triggers (migration 0042) tell every other process; a revoked phone is refused at its next scan.
 */
export const ACCESS_TABLES = ['access_lists', 'access_devices'] as const;

declare module '../../lib/cache/change-feed' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureWatchedTables extends TablesNamed<typeof ACCESS_TABLES> {}
}
