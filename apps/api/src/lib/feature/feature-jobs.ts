import { Scheduler, type SchedulerOptions } from '../scheduler/scheduler';
import type { Feature, FeatureContext } from './feature';

type Logger = { debug(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Starts every feature's scheduled work in this process, all built from one feature context (one
 * unit-of-work factory, one storage port, the app's change feed). Each feature ticks in a
 * scheduler of its own, so a long run of one (external calendar feeds) never delays another's
 * period; each period still runs once across processes (decision 0006: the claim is per job
 * name and period). Returns stop, which waits for the runs in flight.
 */
export function startFeatureJobs(
  features: readonly Feature[],
  ctx: FeatureContext,
  log: Logger,
  options: Pick<SchedulerOptions, 'tickMs' | 'now'> = {},
): () => Promise<void> {
  const schedulers = features.flatMap((feature) => {
    const jobs = feature.jobs?.(ctx) ?? [];
    return jobs.length > 0 ? [new Scheduler(ctx.db, jobs, log, options)] : [];
  });
  for (const scheduler of schedulers) scheduler.start();
  return async () => {
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  };
}
