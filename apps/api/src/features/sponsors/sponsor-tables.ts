import type { TablesNamed } from '../../lib/cache/change-feed';

/**
 * The sponsors' watched table (migration 0052): the public list every portal visit reads is kept
 * as its sent body until a sponsor of the club changes, in any process. Click counters are not
 * part of it (sponsor_click_days moves on every click and is read by managers only).
 */
export const SPONSOR_TABLES = ['sponsors'] as const;

declare module '../../lib/cache/change-feed' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureWatchedTables extends TablesNamed<typeof SPONSOR_TABLES> {}
}
