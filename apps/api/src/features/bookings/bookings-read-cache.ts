import type { BoundedCache, ClubId } from '../../lib/cache/bounded-cache';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { BOOKING_TABLES } from './booking-tables';

type Cached = { body: string; club: ClubId | undefined };

/**
 * Serialized answers of bookings' hot reads: a link's free slots (a month across 20 calendars
 * is ~35,000 slots) and a club's agenda. Any write to a bookings table, a club or its features
 * clears them (here at once, elsewhere through the change feed) — only the written club's when
 * the write names its club and the answer tells its own; keys carry the minute, and entries live
 * a minute at most, because "free" also depends on the clock (notice, window).
 */
export class BookingsReadCache {
  private readonly bodies: BoundedCache<Cached>;

  constructor(changes: ChangeFeed) {
    this.bodies = changes.cache<Cached>([...BOOKING_TABLES, 'clubs', 'club_features'], {
      maxEntries: 2_000,
      ttlMs: 60_000,
      clubOf: (cached) => cached.club,
    });
  }

  /**
   * The cached body, or `make()`'s (concurrent misses share one; a load overlapping a write is not
   * kept). `club`: the club the answer is of, when known before reading (the agenda); without it
   * any club's change clears the entry.
   */
  async body(key: string, make: () => Promise<string>, club?: ClubId): Promise<string> {
    return (await this.bodies.getOrLoad(this.minuteKey(key), async () => ({ body: await make(), club }))).body;
  }

  /** Like `body`, for answers whose club is known once read (a link's slots): `make` tells it. */
  async bodyOfClub(key: string, make: () => Promise<{ body: string; club: ClubId }>): Promise<string> {
    return (await this.bodies.getOrLoad(this.minuteKey(key), make)).body;
  }

  private minuteKey(key: string): string {
    return `${key}|${Math.floor(Date.now() / 60_000)}`;
  }
}
