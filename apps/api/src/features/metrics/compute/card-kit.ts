import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import type { MetricSet } from './metric-sets';

/** One card's numbers for one day (what metric_summaries stores). */
export type Breakdown = { labels: string[]; lines: Record<string, (number | null)[]> };
export type CardValues = { figures: Record<string, number>; breakdowns: Record<string, Breakdown>; seasonStart?: string };

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** The count and the amount's sum of a set: exactly what its drill-down lists. */
export async function sizeOf(db: Db, set: MetricSet): Promise<{ count: number; total: number }> {
  const [row] = await rows<{ n: number | string; total: number | string }>(
    db,
    sql`select count(*) as n, coalesce(sum(amount), 0) as total from (${set.select}) s`,
  );
  return { count: Number(row?.n ?? 0), total: Number(row?.total ?? 0) };
}

/** A share as a percentage with one decimal; 0 when there is nothing to share. */
export const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * Grouped counts → a category breakdown: one line per `line` value, labels in `order` first (the
 * contract's lists), then any other label alphabetically, `unknown` last.
 */
export function breakdownOf(
  grouped: readonly { label: string | null; line: string; n: number | string }[],
  lines: readonly string[],
  order: readonly string[] = [],
): Breakdown {
  const present = new Set(grouped.map((row) => row.label ?? 'unknown'));
  const known = order.filter((label) => present.has(label));
  const others = [...present].filter((label) => !order.includes(label) && label !== 'unknown').sort();
  const labels = [...known, ...others, ...(present.has('unknown') ? ['unknown'] : [])];
  const index = new Map(labels.map((label, i) => [label, i]));
  const out: Record<string, number[]> = Object.fromEntries(lines.map((line) => [line, labels.map(() => 0)]));
  for (const row of grouped) {
    const values = out[row.line];
    if (values) values[index.get(row.label ?? 'unknown')!] = Number(row.n);
  }
  return { labels, lines: out };
}
