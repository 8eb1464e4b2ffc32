import { keptList, type KeptList, type KeptListCaches } from '../../../lib/cache/kept-list';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import type { ScanLogFilter } from './scan-log.repository';

/**
 * How long another process's new scans may be missing from a log's total and pages. Scans are not
 * watched (a notification per batch at the door's rate would queue every club's commits on
 * PostgreSQL's notification lock), so other processes' lists follow by age; this process's follow
 * at once.
 */
export const SCAN_LOG_KEPT_MS = 2_000;

/**
 * The scan log's totals and pages' ids per club and filter (issue 26 part 5): counting a season's
 * 100,000 scans took 14 ms of every request, and a late page walks the log's index up to it. The
 * rows are read fresh, so an annulment shows at once. One per process, shared by the log (reads)
 * and the scan batches (which clear their clubs' lists).
 */
export class ScanLogLists {
  private readonly caches: KeptListCaches;

  constructor(changes: ChangeFeed) {
    this.caches = {
      totals: changes.cache<number>([], { maxEntries: 5_000, ttlMs: SCAN_LOG_KEPT_MS }),
      pages: changes.cache<number[]>([], { maxEntries: 5_000, ttlMs: SCAN_LOG_KEPT_MS }),
    };
  }

  of(clubId: number, filter: ScanLogFilter): KeptList {
    const key = [filter.listHash, filter.result, filter.day, filter.q].map((part) => part ?? '').join('|');
    return keptList(this.caches, key, clubId);
  }

  /** Scans of these clubs were logged in this process: their lists are read again. (An annulled scan stays in the log.) */
  changed(clubIds: Iterable<number>): void {
    for (const clubId of new Set(clubIds)) {
      this.caches.totals.clearClub(clubId);
      this.caches.pages.clearClub(clubId);
    }
  }
}
