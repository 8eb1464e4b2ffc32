import type { JobContext } from '../../lib/feature/feature';
import type { PeriodOf } from '../../lib/scheduler/periods';
import type { ScheduledJob } from '../../lib/scheduler/scheduler';
import { addDays, localToday } from './compute/metric-day';
import { MetricsRepository } from './metrics.repository';
import { MetricsSummaries } from './metrics-summaries';

/** Every hour (UTC): a club whose day a run could not close (a failure, a process stopped) is taken by the next. */
export const everyHour: PeriodOf = (now) => now.toISOString().slice(0, 13);

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

const BATCH = 200;

/**
 * Closes `day` for every club not closed yet: each club is claimed first (one run per club and day
 * across processes: metric_club_runs), computed with its missing history, and marked finished; a
 * club that fails is released for the next run. `parallel` clubs at a time.
 */
export async function closeDayForAllClubs(
  repository: MetricsRepository,
  summaries: MetricsSummaries,
  day: string,
  log: Logger,
  parallel = 4,
): Promise<{ closed: number; failed: number }> {
  let closed = 0;
  let failed = 0;
  let after = 0;
  for (;;) {
    const clubs = await repository.clubsToClose(day, after, BATCH);
    if (clubs.length === 0) break;
    after = clubs.at(-1)!;
    let next = 0;
    const worker = async () => {
      while (next < clubs.length) {
        const clubId = clubs[next++]!;
        if (!(await repository.claim(clubId, day))) continue;
        try {
          await summaries.closeDay(clubId, day);
          await repository.finish(clubId, day);
          closed += 1;
        } catch (error) {
          failed += 1;
          log.error({ err: error, clubId, day }, 'metrics day not closed');
          await repository.release(clubId, day).catch(() => undefined);
        }
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  }
  return { closed, failed };
}

/**
 * The daily metrics (spec 9: refreshed every 24 hours): each hour, the clubs whose yesterday
 * (Europe/Madrid) is not closed yet are closed. On a fresh start this closes every club at once.
 */
export function metricsJobs({ db, log, database }: JobContext): ScheduledJob[] {
  const repository = new MetricsRepository(db);
  const summaries = new MetricsSummaries(db, repository, log);
  // PGlite runs one statement at a time: parallel clubs would only queue.
  const parallel = database.kind === 'postgres' ? 4 : 1;
  return [
    {
      name: 'metrics.close-day',
      periodOf: everyHour,
      run: async () => {
        const day = addDays(localToday(), -1);
        const { closed, failed } = await closeDayForAllClubs(repository, summaries, day, log, parallel);
        if (closed > 0 || failed > 0) log.info({ day, closed, failed }, 'club metrics closed');
      },
    },
  ];
}
