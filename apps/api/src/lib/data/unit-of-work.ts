import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ANNOUNCE_DELAY_MS,
  ANNOUNCED_TOPICS,
  CHANGES_CHANNEL,
  type AnnouncedTopic,
  type ChangeFeed,
  type ChangeTopic,
} from '../cache/change-feed';
import type { ClubId } from '../cache/bounded-cache';

/** What a unit of work writes in one club only: its caches keep the other clubs' entries. */
export type ClubWrites = { readonly club: ClubId; readonly topics: readonly ChangeTopic[] };
/** The watched tables (and announced topics) a unit of work writes: of any club, or of one. */
export type Writes = readonly ChangeTopic[] | ClubWrites;

/**
 * Names the club whose rows a unit of work writes: `data.write(inClub(clubId, ['bookings']), …)`
 * clears, after the commit, only that club's entries (and those of no known club) of the caches
 * reading those tables. Name a club only when every row the work writes is that club's; a write
 * across clubs keeps the plain list, which clears every club.
 */
export const inClub = (club: ClubId, topics: readonly ChangeTopic[]): ClubWrites => ({ club, topics });

const clubOf = (writes: Writes): ClubId | undefined => ('club' in writes ? writes.club : undefined);
const topicsOf = (writes: Writes): readonly ChangeTopic[] => ('club' in writes ? writes.topics : writes);

const isAnnounced = (topic: ChangeTopic): topic is AnnouncedTopic => (ANNOUNCED_TOPICS as readonly string[]).includes(topic);

/**
 * Writes that keep the read caches true by construction: a unit of work names the tables it
 * writes, runs in one transaction with repositories bound to it, and clears the caches of those
 * tables in this process right after the commit (other processes hear the commit through the
 * change feed). Nobody calls `invalidate` by hand, so nobody can forget it.
 */
export class UnitOfWork<Repositories> {
  /** Repositories on the pool, for reads and single-statement writes of unwatched tables. */
  readonly read: Repositories;
  /** Announcements (`topic` or `topic:clubId`) on their way (one each per ANNOUNCE_DELAY_MS at most). */
  private readonly announcing = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
    private readonly bind: (db: Db) => Repositories,
  ) {
    this.read = bind(db);
  }

  /**
   * Runs `work` in a transaction. `writes` lists every watched table (or announced topic) the
   * work may change, optionally in one club (`inClub`); the caches reading them are cleared after
   * the commit (also after a failure: a half-known state is better re-read than trusted).
   */
  async write<T>(writes: Writes, work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.cleared(writes, () => this.db.transaction((tx) => work(this.bind(tx as unknown as Db))));
  }

  /**
   * Like `write`, for work whose only write is one statement, atomic on its own (a database
   * function doing a whole change): no explicit transaction around it, so no BEGIN and COMMIT
   * round trips and no lock held while the client is away. The caches are cleared the same way.
   */
  async writeOne<T>(writes: Writes, work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.cleared(writes, () => work(this.read));
  }

  private async cleared<T>(writes: Writes, work: () => Promise<T>): Promise<T> {
    const club = clubOf(writes);
    const topics = topicsOf(writes);
    try {
      const result = await work();
      for (const topic of topics) if (isAnnounced(topic)) this.announce(club === undefined ? topic : `${topic}:${club}`);
      return result;
    } finally {
      for (const table of topics) this.changes.invalidate(table, club);
    }
  }

  /**
   * Tells every process (this one included) that an announced topic changed, once for all the
   * commits of the next ANNOUNCE_DELAY_MS: many sales a second cost a few notifications, and a
   * notification leaves after the commits it speaks for. A lost one (the database unreachable, the
   * process stopping) leaves the other processes' caches to their TTL. The payload names the
   * club like a trigger's does (`sales_counters:42`) when the sales were of one club.
   */
  private announce(payload: `${AnnouncedTopic}` | `${AnnouncedTopic}:${ClubId}`): void {
    if (this.announcing.has(payload)) return;
    this.announcing.add(payload);
    setTimeout(() => {
      this.announcing.delete(payload);
      this.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`).catch(() => undefined);
    }, ANNOUNCE_DELAY_MS).unref();
  }
}
