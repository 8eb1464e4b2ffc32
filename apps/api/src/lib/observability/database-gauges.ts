import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type OutboxBacklog = { pending: number; oldestPendingSeconds: number };
export type JobLastSuccess = { job: string; secondsSinceSuccess: number | null };

/**
 * The outbox's pending rows (the worker's partial index `outbox_messages_due_idx` covers them):
 * how many, and how long the oldest has waited since it was written.
 */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = rowsOf<{ pending: number; oldest: number | null }>(
    await db.execute(sql`select count(*)::int as pending,
      extract(epoch from now() - min(created_at))::float8 as oldest
      from outbox_messages where status = 'pending'`),
  );
  return { pending: row?.pending ?? 0, oldestPendingSeconds: row?.oldest ?? 0 };
}

/**
 * Seconds since each job's latest successful run finished: one backward step on the unique
 * (job, period) index per job (periods sort in time order), so the cost does not grow with the
 * runs kept. null for a job that never succeeded within the kept history.
 */
export async function readJobsLastSuccess(db: Db, jobs: readonly string[]): Promise<JobLastSuccess[]> {
  if (jobs.length === 0) return [];
  const names = sql.join(
    jobs.map((job) => sql`${job}`),
    sql`, `,
  );
  const rows = rowsOf<{ job: string; age: number | null }>(
    await db.execute(sql`select j.job, extract(epoch from now() - r.finished_at)::float8 as age
      from unnest(array[${names}]::text[]) as j(job)
      left join lateral (
        select finished_at from scheduled_job_runs s
        where s.job = j.job and s.finished_at is not null and s.error is null
        order by s.period desc limit 1
      ) r on true`),
  );
  return rows.map((row) => ({ job: row.job, secondsSinceSuccess: row.age }));
}
