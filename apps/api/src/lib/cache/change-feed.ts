import { BoundedCache, type BoundedCacheOptions, type CacheOptions, type ClubId } from './bounded-cache';

/** PostgreSQL channel the `tribuna_notify_change` trigger notifies (migration 0001). */
export const CHANGES_CHANNEL = 'tribuna_changes';

/**
 * Tables whose writes are notified: these, which the shared layers read (sessions, club
 * contexts, feature gates), and each feature's own (`watchedTables` of its entry; the full list is
 * `watchedTablesOf(FEATURES)`). Adding one takes a migration line
 * (`SELECT tribuna_watch_club_changes('table', 'club_id');`, migration 0032; `tribuna_watch_changes`
 * for a table of no club, listed in UNSCOPED_TABLES too) and its name in its owner's list.
 */
export const SHARED_WATCHED_TABLES = ['users', 'profiles', 'clubs', 'club_features', 'guardianships'] as const;

/**
 * The names of the features' watched tables, as keys. Empty here: a feature adds its own by
 * module augmentation beside its list (`interface FeatureWatchedTables extends TablesNamed<typeof
 * MY_TABLES> {}`), so lib never imports a feature and writes and caches still name only watched tables.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureWatchedTables {}

export type WatchedTable = (typeof SHARED_WATCHED_TABLES)[number] | (keyof FeatureWatchedTables & string);

/** The names of a list of tables as an object type, for a feature's augmentation. */
export type TablesNamed<T extends readonly string[]> = { [K in T[number]]: true };

/** Every watched table: the shared ones and those the features declare. */
export function watchedTablesOf(features: readonly { watchedTables?: readonly WatchedTable[] }[]): WatchedTable[] {
  return [...new Set<WatchedTable>([...SHARED_WATCHED_TABLES, ...features.flatMap((feature) => feature.watchedTables ?? [])])];
}

/**
 * Watched tables whose rows are not of one club: their changes always clear every club's
 * entries. Every other watched table's trigger names the club of each changed row
 * (`table:clubId`, migration 0032), and its writes may name their club (`inClub`).
 */
export const UNSCOPED_TABLES: readonly WatchedTable[] = ['users'];

/**
 * Changes no trigger reports: counters that every sale moves (a product's units sold, a
 * campaign's collected amount; migration 0023 leaves those columns out of the triggers). A
 * NOTIFY takes the database's notification lock until its transaction's commit is on disk, so
 * one per sale would make every checkout of every club commit one after another. The unit of
 * work that moves a counter clears this process's caches after its commit and announces the
 * topic to the other processes itself, at most once per ANNOUNCE_DELAY_MS (lib/data/unit-of-work.ts).
 */
export const ANNOUNCED_TOPICS = [
  'sales_counters',
  // Fees, charges and mandates (the member's Payments page lists, features/fees/member/account-lists-cache.ts): a season
  // fee writes 50,000 charges and a SEPA batch updates thousands, and a row trigger on each
  // tripled those writes' time (bench: 1.3 s to 4.3 s for the season fee).
  'fee_charges',
] as const;
export type AnnouncedTopic = (typeof ANNOUNCED_TOPICS)[number];
/** What a cache may depend on and a unit of work may name: a watched table or an announced topic. */
export type ChangeTopic = WatchedTable | AnnouncedTopic;
/** How long other processes may show a counter before its announcement reaches them. */
export const ANNOUNCE_DELAY_MS = 100;

/** What a database listener reports (db/listen.ts). */
export type ChangeListener = {
  /** A committed write to the named table (`table`, or `table:clubId` for one club's rows), from any process. */
  notify(payload: string): void;
  /** LISTEN is active (again): anything may have changed meanwhile. */
  connected(): void;
  /** The listening connection is gone: notifications may be missed until it is back. */
  disconnected(error?: unknown): void;
};

type Logger = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/** A notification's payload: `table` (every club) or `table:clubId` (one club's rows). */
export function parseChange(payload: string): { topic: string; club?: ClubId } {
  const match = /^(.+):(\d+)$/.exec(payload);
  return match ? { topic: match[1]!, club: Number(match[2]) } : { topic: payload };
}

/**
 * Keeps every in-process read cache coherent with the database, across processes.
 *
 * - Every API process LISTENs on `tribuna_changes`; a trigger on each watched table notifies
 *   the table's name when a write commits, with the club of the changed rows where the table
 *   is per club (`bookings:42`). A notification clears, in every cache that declared a
 *   dependency on that table, the entries of that club and those of no known club; a change of
 *   no club (users, a TRUNCATE, a row whose club is gone) clears those caches whole. A sale in
 *   one club so leaves the other clubs' cached pages alone.
 * - While the listening connection is down, caches are cleared and store nothing (all reads go
 *   to the database); on (re)connect they are cleared again, since notifications were missed.
 * - The TTL of each cache is the last safety net for anything else (a silently dead socket).
 *
 * A write must clear this process's caches right after it commits: the NOTIFY reaches this
 * process a few milliseconds later, and until then it would serve its own caller the old data
 * (read-your-writes). Writers do not call `invalidate` by hand: a unit of work
 * (`lib/data/unit-of-work.ts`, `data.write([tables], …)`, or `data.write(inClub(clubId, [tables]), …)`
 * for one club's rows) names the watched tables it writes and clears them after the commit;
 * `test/cache-coherence.test.ts` proves it for every watched table and refuses a manual call in
 * feature code. Other processes rely on the notification.
 */
export class ChangeFeed {
  private readonly caches = new Set<BoundedCache<unknown>>();
  private readonly dependents = new Map<string, Set<BoundedCache<unknown>>>();
  private live = false;

  constructor(
    private readonly defaults: BoundedCacheOptions = {},
    private readonly log?: Logger,
  ) {}

  /** True while notifications are being received, i.e. caches are in use. */
  get isLive(): boolean {
    return this.live;
  }

  /**
   * A new cache whose entries are computed from rows of `tables`. List every table the cached
   * read touches; a table left out means stale answers after a write to it.
   */
  cache<V>(tables: readonly ChangeTopic[], options: CacheOptions<V> = {}): BoundedCache<V> {
    const cache = new BoundedCache<V>({ ...this.defaults, ...options });
    cache.setEnabled(this.live);
    const untyped = cache as BoundedCache<unknown>;
    this.caches.add(untyped);
    for (const table of tables) {
      let set = this.dependents.get(table);
      if (!set) this.dependents.set(table, (set = new Set()));
      set.add(untyped);
    }
    return cache;
  }

  /**
   * Local and synchronous: clears the caches depending on `table` — only what `club`'s change
   * may have made stale when the change names its club and the table is per club. Units of work
   * call it after each own write.
   */
  invalidate(table: ChangeTopic | string, club?: ClubId): void {
    const caches = this.dependents.get(table);
    if (!caches) return;
    const wholly = club === undefined || (UNSCOPED_TABLES as readonly string[]).includes(table);
    for (const cache of caches) {
      if (wholly) cache.clear();
      else cache.clearClub(club);
    }
  }

  /** Clears every cache. */
  clearAll(): void {
    for (const cache of this.caches) cache.clear();
  }

  /** Handlers for the database listener. */
  readonly listener: ChangeListener = {
    notify: (payload) => {
      const { topic, club } = parseChange(payload);
      this.invalidate(topic, club);
    },
    connected: () => {
      this.setLive(true);
      this.log?.info({ channel: CHANGES_CHANNEL }, 'change feed listening');
    },
    disconnected: (error) => {
      if (this.live) this.log?.warn({ err: error }, 'change feed lost; read caches off until it is back');
      this.setLive(false);
    },
  };

  private setLive(live: boolean): void {
    this.live = live;
    for (const cache of this.caches) cache.setEnabled(live);
  }
}
