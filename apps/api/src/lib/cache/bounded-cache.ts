export type BoundedCacheOptions = {
  /** Least recently used entries are dropped beyond this count. */
  maxEntries?: number;
  /** Safety net: an entry is never served older than this, even if a notification was lost. */
  ttlMs?: number;
  /** Injectable clock (milliseconds) for tests. */
  now?: () => number;
};

/** A club's database id (clubs.id): what a per-club change names (lib/cache/change-feed.ts). */
export type ClubId = number;

/** A cache's own options: the shared ones plus how to tell an entry's club from its value. */
export type CacheOptions<V> = BoundedCacheOptions & {
  /**
   * The club an entry belongs to, when the value tells it (e.g. a loaded club context). A
   * change in another club then keeps the entry. Entries of no club (undefined here and no
   * club given to `set`/`getOrLoad`) are cleared by every club's change.
   */
  clubOf?: (value: V) => ClubId | undefined;
};

type Entry<V> = { value: V; expires: number; club: ClubId | undefined };
type Pending<V> = { promise: Promise<V | undefined>; club: ClubId | undefined };

export const DEFAULT_MAX_ENTRIES = 10_000;
export const DEFAULT_TTL_MS = 30_000;

/**
 * A small in-process read cache: LRU by entry count plus a TTL. It is only ever a copy of the
 * database, safe to lose, and kept coherent by the change feed (lib/cache/change-feed.ts),
 * which clears it (whole, or one club's entries) when a table it depends on changes and
 * disables it while notifications cannot be trusted. Create caches through `ChangeFeed.cache()`,
 * never on their own.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Pending<V>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly clubOf: (value: V) => ClubId | undefined;
  /**
   * A clock of clears, so a load that started before a clear cannot store what it read: a load
   * remembers the tick it started at, and stores only if nothing covering its entry was cleared
   * after it (the whole cache, its club, or — for an entry of no club — any club).
   */
  private tick = 0;
  private clearedAt = 0;
  private anyClubClearedAt = 0;
  private readonly clubClearedAt = new Map<ClubId, number>();
  private enabled = true;

  constructor(options: CacheOptions<V> = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? Date.now;
    this.clubOf = options.clubOf ?? (() => undefined);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value`; `club` (or the cache's `clubOf`) names the club the entry belongs to. */
  set(key: string, value: V, club?: ClubId): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs, club: club ?? this.clubOf(value) });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /**
   * The cached value, or `load()`'s result, stored unless it is undefined (not cacheable, e.g.
   * not found) or the cache (or the entry's club) was cleared while loading (the read may
   * predate the change). Concurrent misses for one key share a single load. `club` names the
   * club the entry belongs to when the caller knows it before loading.
   */
  getOrLoad<R extends V | undefined>(key: string, load: () => Promise<R>, club?: ClubId): Promise<R> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit as R);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight.promise as Promise<R>;
    const startedAt = this.tick;
    const settle = () => {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    };
    const promise: Promise<R> = load().then(
      (value) => {
        settle();
        if (value === undefined) return value;
        const owner = club ?? this.clubOf(value);
        if (!this.clearedSince(startedAt, owner)) this.set(key, value, owner);
        return value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.pending.set(key, { promise, club });
    return promise;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.clearedAt = ++this.tick;
    this.clubClearedAt.clear(); // the whole-cache mark covers every club
    this.entries.clear();
    // Later callers must not join a load that may have read the old data.
    this.pending.clear();
  }

  /**
   * Clears what a change in `club` may have made stale: that club's entries and every entry of
   * no known club. Other clubs' entries stay.
   */
  clearClub(club: ClubId): void {
    const tick = ++this.tick;
    this.anyClubClearedAt = tick;
    this.clubClearedAt.set(club, tick);
    // One mark per club cleared since the last whole clear; bounded like the entries.
    if (this.clubClearedAt.size > this.maxEntries) return this.clear();
    const stale = (owner: ClubId | undefined) => owner === undefined || owner === club;
    for (const [key, entry] of this.entries) if (stale(entry.club)) this.entries.delete(key);
    for (const [key, load] of this.pending) if (stale(load.club)) this.pending.delete(key);
  }

  /** While disabled (change feed down) nothing is stored, so every read goes to the database. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  private clearedSince(startedAt: number, club: ClubId | undefined): boolean {
    if (this.clearedAt > startedAt) return true;
    if (club === undefined) return this.anyClubClearedAt > startedAt;
    return (this.clubClearedAt.get(club) ?? 0) > startedAt;
  }
}
