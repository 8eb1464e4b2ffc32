import type { BoundedCache } from '../../../lib/cache/bounded-cache';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import type { ScanLogFilter } from './scan-log.repository';

/**
 * How long another process's new scans may be missing from a log's total. Scans are not watched
 * (a notification per batch at the door's rate would queue every club's commits on PostgreSQL's
 * notification lock), so other processes' totals follow by age; this process's follow at once.
 */
export const SCAN_LOG_COUNT_TTL_MS = 2_000;

/**
 * The scan log's totals per club and filter (issue 26 part 5): counting a season's 100,000 scans
 * took 14 ms of every page, and paging reads the total first to walk from the nearer end. One per
 * process, shared by the log (reads) and the scan batches (which clear their clubs' totals).
 */
export class ScanLogCounts {
  private readonly totals: BoundedCache<number>;

  constructor(changes: ChangeFeed) {
    this.totals = changes.cache<number>([], { maxEntries: 5_000, ttlMs: SCAN_LOG_COUNT_TTL_MS });
  }

  total(clubId: number, filter: ScanLogFilter, count: () => Promise<number>): Promise<number> {
    const key = [clubId, filter.listHash, filter.result, filter.day, filter.q].map((part) => part ?? '').join('|');
    return this.totals.getOrLoad(key, count, clubId);
  }

  /** Scans of these clubs were logged in this process: their totals are read again. (An annulled scan stays in the log.) */
  changed(clubIds: Iterable<number>): void {
    for (const clubId of new Set(clubIds)) this.totals.clearClub(clubId);
  }
}
