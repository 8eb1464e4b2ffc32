import { like } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rateLimitHits } from '../../../db/schema';

/** Helpers for the tests that fire bursts of parallel attempts at a limited route. */

export const BURST = 40;

/** How many answers had each status, e.g. `{ 401: 10, 429: 30 }`. */
export function statusCounts(responses: readonly { statusCode: number }[]): Record<number, number> {
  const count: Record<number, number> = {};
  for (const r of responses) count[r.statusCode] = (count[r.statusCode] ?? 0) + 1;
  return count;
}

/** The current count of a limiter key (`rule-name:id`), summed over its windows. */
export async function counterOf(db: Db, key: string): Promise<number> {
  const rows = await db.select({ count: rateLimitHits.count }).from(rateLimitHits).where(like(rateLimitHits.key, key));
  return rows.reduce((sum, r) => sum + r.count, 0);
}
