import type { Db } from '../../db/client';
import { runWithLogFields } from '../observability/log-context';
import type { PeriodOf } from './periods';
import { SchedulerRepository } from './scheduler.repository';

/** A piece of scheduled work: run once per period, by whichever process claims the period first. */
export type ScheduledJob = {
  /** Stable name: it is the claim key in scheduled_job_runs. */
  name: string;
  /** The period `now` falls in (./periods.ts); a new key means a new run. */
  periodOf: PeriodOf;
  run(period: string): Promise<void>;
};

type Logger = { debug(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type SchedulerOptions = {
  /** How often each process looks for a new period (default 10 s: a minute job starts within it). */
  tickMs?: number;
  /** Runs older than this are forgotten (default 7 days; longer than any period). */
  keepRunsDays?: number;
  /** The clock, injectable for tests. */
  now?: () => Date;
};

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Durable scheduled jobs over PostgreSQL or PGlite (decision 0006). Every API process may run a
 * scheduler with the same jobs: on each tick it tries to claim the current period of each job
 * (INSERT … ON CONFLICT DO NOTHING RETURNING), and only the process whose insert won runs it. A
 * period is claimed at most once, so a job runs at most once per period however many processes
 * tick, and after a restart the current period still runs if nobody claimed it yet. A run that
 * fails is recorded with its error and not retried; the next period runs again.
 */
export class Scheduler {
  private readonly repository: SchedulerRepository;
  private readonly running = new Map<string, Promise<void>>();
  private readonly lastPruned = new Map<string, number>();
  private readonly tickMs: number;
  private readonly keepRunsDays: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(
    db: Db,
    private readonly jobs: readonly ScheduledJob[],
    private readonly log: Logger,
    options: SchedulerOptions = {},
  ) {
    const names = new Set(jobs.map((job) => job.name));
    if (names.size !== jobs.length) throw new Error('scheduled job names must be unique');
    this.repository = new SchedulerRepository(db);
    this.tickMs = options.tickMs ?? 10_000;
    this.keepRunsDays = options.keepRunsDays ?? 7;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.timer) return;
    const loop = () => {
      this.ticking = this.tick().then(() => undefined);
      void this.ticking.finally(() => {
        this.ticking = null;
        if (this.timer) this.timer = setTimeout(loop, this.tickMs).unref();
      });
    };
    this.timer = setTimeout(loop, 0).unref();
  }

  /** Stops ticking and waits for the runs in flight (a half-done run would stay claimed). */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    await Promise.all(this.running.values());
  }

  /**
   * Claims and runs the current period of every job not already running in this process; waits
   * for them. Returns the names of the jobs this process ran (the claims it won).
   */
  async tick(): Promise<string[]> {
    const now = this.now();
    const ran: string[] = [];
    await Promise.all(
      this.jobs.map(async (job) => {
        if (this.running.has(job.name)) return;
        const run = this.claimAndRun(job, job.periodOf(now), ran);
        this.running.set(job.name, run);
        try {
          await run;
        } finally {
          this.running.delete(job.name);
        }
        await this.pruneNowAndThen(job.name, now);
      }),
    );
    return ran;
  }

  private async claimAndRun(job: ScheduledJob, period: string, ran: string[]): Promise<void> {
    let runId: number | undefined;
    try {
      runId = await this.repository.claim(job.name, period);
    } catch (error) {
      this.log.error({ err: error, job: job.name, period }, 'scheduled job claim failed');
      return;
    }
    if (runId === undefined) return;
    ran.push(job.name);
    let failure: string | null = null;
    const started = Date.now();
    try {
      // What the job logs through the app's loggers names it (lib/observability/log-context.ts).
      await runWithLogFields({ job: job.name, period }, () => job.run(period));
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      this.log.error({ err: error, job: job.name, period }, 'scheduled job failed');
    }
    await this.repository
      .finish(runId, failure)
      .catch((error: unknown) => this.log.error({ err: error, job: job.name, period }, 'scheduled job not marked finished'));
    if (!failure) this.log.debug({ job: job.name, period, ms: Date.now() - started }, 'scheduled job ran');
  }

  private async pruneNowAndThen(job: string, now: Date): Promise<void> {
    const last = this.lastPruned.get(job) ?? 0;
    if (now.getTime() - last < PRUNE_EVERY_MS) return;
    this.lastPruned.set(job, now.getTime());
    await this.repository
      .prune(job, this.keepRunsDays)
      .catch((error: unknown) => this.log.error({ err: error, job }, 'scheduled job runs not pruned'));
  }
}
