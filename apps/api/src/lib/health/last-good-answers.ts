/** One remembered answer: its body as sent and its content type. */
export type LastGoodAnswer = { body: string | Buffer; contentType: string; storedAt: number };

export type LastGoodLimits = {
  /** Answers kept at most (least recently used dropped first). */
  maxEntries: number;
  /** Bytes kept at most, over every answer. */
  maxTotalBytes: number;
  /** A larger answer is not kept (it would push out many small ones). */
  maxEntryBytes: number;
};

export const DEFAULT_LAST_GOOD_LIMITS: LastGoodLimits = { maxEntries: 1_000, maxTotalBytes: 32 * 1024 * 1024, maxEntryBytes: 512 * 1024 };

/**
 * The last good answer of each public URL (public portal pages and the public GET APIs they
 * use), kept to serve while the database is unreachable (decision 0016). Unlike the read
 * caches, it is never trusted while the database answers: it is only read when a request
 * failed for want of the database. Bounded by count and by bytes, least recently used first.
 */
export class LastGoodAnswers {
  private readonly entries = new Map<string, LastGoodAnswer>();
  private bytes = 0;

  constructor(
    private readonly limits: LastGoodLimits = DEFAULT_LAST_GOOD_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  remember(url: string, body: string | Buffer, contentType: string): void {
    const length = Buffer.byteLength(body);
    this.forget(url);
    if (length > this.limits.maxEntryBytes) return;
    this.entries.set(url, { body, contentType, storedAt: this.now() });
    this.bytes += length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxTotalBytes) break;
      this.forget(oldest);
    }
  }

  lookup(url: string): LastGoodAnswer | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    // Map order is the LRU order: re-inserting marks it as just used.
    this.entries.delete(url);
    this.entries.set(url, entry);
    return entry;
  }

  private forget(url: string): void {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.entries.delete(url);
    this.bytes -= Buffer.byteLength(entry.body);
  }
}
