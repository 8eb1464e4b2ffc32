import type { Db } from '../../db/client';
import type { ChangeFeed, WatchedTable } from '../cache/change-feed';

/**
 * Writes that keep the read caches true by construction: a unit of work names the tables it
 * writes, runs in one transaction with repositories bound to it, and clears the caches of those
 * tables in this process right after the commit (other processes hear the commit through the
 * change feed). Nobody calls `invalidate` by hand, so nobody can forget it.
 */
export class UnitOfWork<Repositories> {
  /** Repositories on the pool, for reads and single-statement writes of unwatched tables. */
  readonly read: Repositories;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
    private readonly bind: (db: Db) => Repositories,
  ) {
    this.read = bind(db);
  }

  /**
   * Runs `work` in a transaction. `writes` lists every watched table the work may write; the
   * caches reading them are cleared after the commit (also after a failure: a half-known state
   * is better re-read than trusted).
   */
  async write<T>(writes: readonly WatchedTable[], work: (repositories: Repositories) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((tx) => work(this.bind(tx as unknown as Db)));
    } finally {
      for (const table of writes) this.changes.invalidate(table);
    }
  }

  /**
   * Like `write`, for work whose only write is one statement, atomic on its own (a database
   * function doing a whole change): no explicit transaction around it, so no BEGIN and COMMIT
   * round trips and no lock held while the client is away. The caches are cleared the same way.
   */
  async writeOne<T>(writes: readonly WatchedTable[], work: (repositories: Repositories) => Promise<T>): Promise<T> {
    try {
      return await work(this.read);
    } finally {
      for (const table of writes) this.changes.invalidate(table);
    }
  }
}
