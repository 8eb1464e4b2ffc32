import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledJobRuns } from '../../db/schema';

/** The scheduler's queries (not club-scoped: scheduled work is platform infrastructure). */
export class SchedulerRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims one period of a job: the unique (job, period) key lets exactly one insert win, however
   * many processes try at once. Returns the run's id to the winner, undefined to everyone else.
   */
  async claim(job: string, period: string): Promise<number | undefined> {
    const [row] = await this.db
      .insert(scheduledJobRuns)
      .values({ job, period })
      .onConflictDoNothing({ target: [scheduledJobRuns.job, scheduledJobRuns.period] })
      .returning({ id: scheduledJobRuns.id });
    return row?.id;
  }

  async finish(id: number, error: string | null): Promise<void> {
    await this.db
      .update(scheduledJobRuns)
      .set({ finishedAt: sql`now()`, error })
      .where(eq(scheduledJobRuns.id, id));
  }

  /** Forgets a job's runs older than `days` (a minute job leaves 1,440 rows a day). */
  async prune(job: string, days: number): Promise<void> {
    await this.db
      .delete(scheduledJobRuns)
      .where(and(eq(scheduledJobRuns.job, job), lt(scheduledJobRuns.startedAt, sql`now() - make_interval(days => ${days})`)));
  }
}
