export type BoundedCacheOptions = {
  /** Least recently used entries are dropped beyond this count. */
  maxEntries?: number;
  /** Safety net: an entry is never served older than this, even if a notification was lost. */
  ttlMs?: number;
  /** Injectable clock (milliseconds) for tests. */
  now?: () => number;
};

type Entry<V> = { value: V; expires: number };

export const DEFAULT_MAX_ENTRIES = 10_000;
export const DEFAULT_TTL_MS = 30_000;

/**
 * A small in-process read cache: LRU by entry count plus a TTL. It is only ever a copy of the
 * database, safe to lose, and kept coherent by the change feed (lib/cache/change-feed.ts),
 * which clears it when a table it depends on changes and disables it while notifications
 * cannot be trusted. Create caches through `ChangeFeed.cache()`, never on their own.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Promise<V | undefined>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Bumped by every clear, so a load that started before it cannot store what it read. */
  private generation = 0;
  private enabled = true;

  constructor(options: BoundedCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.now = options.now ?? Date.now;
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

  set(key: string, value: V): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /**
   * The cached value, or `load()`'s result, stored unless it is undefined (not cacheable, e.g.
   * not found) or the cache was cleared while loading (the read may predate the change).
   * Concurrent misses for one key share a single load.
   */
  getOrLoad<R extends V | undefined>(key: string, load: () => Promise<R>): Promise<R> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit as R);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight as Promise<R>;
    const generation = this.generation;
    const settle = () => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    };
    const promise: Promise<R> = load().then(
      (value) => {
        settle();
        if (value !== undefined && generation === this.generation) this.set(key, value);
        return value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    // Later callers must not join a load that may have read the old data.
    this.pending.clear();
  }

  /** While disabled (change feed down) nothing is stored, so every read goes to the database. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }
}
