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
  /** Announced topics with a notification on its way (one per ANNOUNCE_DELAY_MS at most). */
  private readonly announcing = new Set<AnnouncedTopic>();

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
    private readonly bind: (db: Db) => Repositories,
  ) {
    this.read = bind(db);
  }

  /**
   * Runs `work` in a transaction. `writes` lists every watched table (or announced topic) the
   * work may change; the caches reading them are cleared after the commit (also after a failure:
   * a half-known state is better re-read than trusted).
   */
  async write<T>(writes: readonly ChangeTopic[], work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.cleared(writes, () => this.db.transaction((tx) => work(this.bind(tx as unknown as Db))));
  }

  /**
   * Like `write`, for work whose only write is one statement, atomic on its own (a database
   * function doing a whole change): no explicit transaction around it, so no BEGIN and COMMIT
   * round trips and no lock held while the client is away. The caches are cleared the same way.
   */
  async writeOne<T>(writes: readonly ChangeTopic[], work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.cleared(writes, () => work(this.read));
  }

  private async cleared<T>(writes: readonly ChangeTopic[], work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      for (const topic of writes) if (isAnnounced(topic)) this.announce(topic);
      return result;
    } finally {
      for (const table of writes) this.changes.invalidate(table);
    }
  }

  /**
   * Tells every process (this one included) that an announced topic changed, once for all the
   * commits of the next ANNOUNCE_DELAY_MS: many sales a second cost a few notifications, and a
   * notification leaves after the commits it speaks for. A lost one (the database unreachable, the
   * process stopping) leaves the other processes' caches to their TTL.
   */
  private announce(topic: AnnouncedTopic): void {
    if (this.announcing.has(topic)) return;
    this.announcing.add(topic);
    setTimeout(() => {
      this.announcing.delete(topic);
      this.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${topic})`).catch(() => undefined);
    }, ANNOUNCE_DELAY_MS).unref();
  }
}
