import type { BoundedCache } from '../../lib/cache/bounded-cache';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import type { MessagingChange } from './events/messaging-events';

/** A key only this class writes: its identity changes whenever the underlying cache is cleared. */
const EPOCH = '\u0000epoch';
const MAX_INDEXED_PROFILES = 50_000;

/**
 * Per-profile read cache of messaging's hot reads (My messages pages, the unread badge, the
 * profile's mailboxes): a list of 20,000 threads costs ~10 ms of database work, the badge is
 * polled by every open tab. Entries are dropped by the same changes that drive the event
 * streams: a change names the profiles and mailboxes whose rows it touched, and every profile
 * reading through one of those mailboxes loses its entries. Changes are applied locally at once
 * (read-after-write in this process) and by every process through the messaging channel.
 *
 * Safe by construction: nothing is cached unless both the change feed (names: `profiles`,
 * `clubs`) and the messaging channel are being heard; a load that overlaps a change to its
 * profile (or any clear) is returned but not stored; mailbox membership changes clear it all.
 */
export class MessagingReadCache {
  private readonly entries: BoundedCache<unknown>;
  private readonly keysByProfile = new Map<number, Set<string>>();
  private readonly readersByMailbox = new Map<number, Set<number>>();
  private readonly generations = new Map<number, number>();
  /** Bumped by every full clear: a load that started before one never stores. */
  private round = 0;
  private live = false;

  constructor(changes: ChangeFeed, options: { maxEntries?: number; ttlMs?: number } = {}) {
    this.entries = changes.cache<unknown>(['profiles', 'clubs'], { maxEntries: 20_000, ttlMs: 5 * 60_000, ...options });
  }

  /** Whether the messaging channel is heard; off clears everything and stores nothing. */
  setLive(live: boolean): void {
    this.live = live;
    this.clearAll();
  }

  /** A profile's cached read, or `load()` stored under it (and under the mailboxes it reads through). */
  async read<V>(profileId: number, mailboxIds: readonly number[], key: string, load: () => Promise<V>): Promise<V> {
    const fullKey = `${profileId}|${key}`;
    if (this.live) {
      const hit = this.entries.get(fullKey);
      if (hit !== undefined) return hit as V;
    }
    const epoch = this.epoch();
    const round = this.round;
    const generation = this.generations.get(profileId) ?? 0;
    const value = await load();
    const unchanged =
      epoch !== undefined &&
      this.entries.get(EPOCH) === epoch &&
      round === this.round &&
      (this.generations.get(profileId) ?? 0) === generation;
    if (this.live && unchanged && value !== undefined) this.store(profileId, mailboxIds, fullKey, value);
    return value;
  }

  /** A committed change: every profile whose rows (own or through a mailbox) it touched starts afresh. */
  apply(change: Pick<MessagingChange, 'profileIds' | 'mailboxIds'>): void {
    const profiles = new Set(change.profileIds);
    for (const mailboxId of change.mailboxIds) for (const reader of this.readersByMailbox.get(mailboxId) ?? []) profiles.add(reader);
    for (const profileId of profiles) this.drop(profileId);
  }

  /** Mailboxes or their people changed: who reads what is no longer known. */
  clearAll(): void {
    this.entries.clear();
    this.keysByProfile.clear();
    this.readersByMailbox.clear();
    this.generations.clear();
    this.round++;
  }

  private drop(profileId: number): void {
    this.generations.set(profileId, (this.generations.get(profileId) ?? 0) + 1);
    for (const key of this.keysByProfile.get(profileId) ?? []) this.entries.delete(key);
    this.keysByProfile.delete(profileId);
  }

  private store(profileId: number, mailboxIds: readonly number[], fullKey: string, value: unknown): void {
    // The indexes keep keys the LRU already evicted; start afresh before they outgrow it.
    if (this.keysByProfile.size > MAX_INDEXED_PROFILES) this.clearAll();
    this.entries.set(fullKey, value);
    let keys = this.keysByProfile.get(profileId);
    if (!keys) this.keysByProfile.set(profileId, (keys = new Set()));
    keys.add(fullKey);
    for (const mailboxId of mailboxIds) {
      let readers = this.readersByMailbox.get(mailboxId);
      if (!readers) this.readersByMailbox.set(mailboxId, (readers = new Set()));
      readers.add(profileId);
    }
  }

  /** The current epoch object (made when missing); undefined while the cache stores nothing. */
  private epoch(): object | undefined {
    const current = this.entries.get(EPOCH) as object | undefined;
    if (current) return current;
    const fresh = {};
    this.entries.set(EPOCH, fresh);
    return this.entries.get(EPOCH) === fresh ? fresh : undefined;
  }
}
