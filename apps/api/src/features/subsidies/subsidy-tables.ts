import type { TablesNamed } from '../../lib/cache/change-feed';

/**
 * The subsidies' watched tables (migration 0043): what the profile's Subsidies submenu and the
 * people lists show (names, managers, beneficiaries). Expenses are read by nobody's cache.
 */
export const SUBSIDY_TABLES = ['subsidies', 'subsidy_managers', 'subsidy_beneficiaries'] as const;

declare module '../../lib/cache/change-feed' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureWatchedTables extends TablesNamed<typeof SUBSIDY_TABLES> {}
}
