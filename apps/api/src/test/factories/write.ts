import type { Db } from '../../db/client';
import type { ChangeTopic } from '../../lib/cache/change-feed';
import { UnitOfWork } from '../../lib/data/unit-of-work';
import type { TestApp } from '../test-app';

/**
 * Factories write the way the app does: in one transaction that names the watched tables (or announced topics) it
 * touches, through the app's own unit of work, so the read caches are cleared after the commit
 * and the next request sees the new rows (no hand-written invalidation to forget).
 */
export function writeThroughApp<T>(t: TestApp, tables: readonly ChangeTopic[], work: (db: Db) => Promise<T>): Promise<T> {
  return new UnitOfWork(t.db, t.app.changes, (db) => db).write(tables, work);
}
