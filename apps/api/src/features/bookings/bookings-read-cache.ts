import type { BoundedCache } from '../../lib/cache/bounded-cache';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { BOOKING_TABLES } from './booking-tables';

/**
 * Serialized answers of bookings' hot reads: a link's free slots (a month across 20 calendars
 * is ~35,000 slots) and a club's agenda. Any write to a bookings table, a club or its features
 * clears them all (here at once, elsewhere through the change feed); keys carry the minute, and
 * entries live a minute at most, because "free" also depends on the clock (notice, window).
 */
export class BookingsReadCache {
  private readonly bodies: BoundedCache<string>;

  constructor(changes: ChangeFeed) {
    this.bodies = changes.cache<string>([...BOOKING_TABLES, 'clubs', 'club_features'], { maxEntries: 2_000, ttlMs: 60_000 });
  }

  /** The cached body, or `make()`'s (concurrent misses share one; a load overlapping a write is not kept). */
  body(key: string, make: () => Promise<string>): Promise<string> {
    return this.bodies.getOrLoad(`${key}|${Math.floor(Date.now() / 60_000)}`, make);
  }
}
