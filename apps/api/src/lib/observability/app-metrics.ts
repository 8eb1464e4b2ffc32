import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolStats } from '../../db/client';
import type { ScheduledJob } from '../scheduler/scheduler';
import { readJobsLastSuccess, readOutboxBacklog } from './database-gauges';
import { periodSeconds } from './period-length';

export type MetricsSources = {
  db: Db;
  /** node-postgres pool counts; absent on PGlite (one in-process connection, nothing to pool). */
  poolStats?: () => PoolStats;
  /** Open live-update (SSE) streams of this process. */
  openStreams: () => number;
  /** The scheduled jobs every process runs (built once, on the first scrape). */
  jobs: () => readonly ScheduledJob[];
  log: FastifyBaseLogger;
};

/** How long a scrape waits for the database's gauges before answering without them. */
const DATABASE_GAUGES_TIMEOUT_MS = 1_000;
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * This app's Prometheus metrics, in a registry of its own (tests build several apps in one
 * process). The request path only counts in memory; everything that needs the database is read
 * when Prometheus scrapes, at most one read at a time and bounded by a timeout.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_class'>;
  private readonly latency: Histogram<'method' | 'route' | 'status_class'>;
  private readonly outboxPending: Gauge;
  private readonly outboxOldest: Gauge;
  private readonly jobAge: Gauge<'job'>;
  private readonly jobPeriod: Gauge<'job'>;
  private readonly jobLag: Gauge<'job'>;
  private readonly databaseUp: Gauge;
  private periods: Map<string, number | null> | null = null;
  private reading: Promise<void> | null = null;

  constructor(private readonly sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    const labelNames = ['method', 'route', 'status_class'] as const;
    this.requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route pattern', labelNames, registers });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route pattern',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const pool = sources.poolStats;
    if (pool) {
      new Gauge({ name: 'db_pool_connections', help: 'Pool connections open', registers, collect: gaugeOf(() => pool().total) });
      new Gauge({ name: 'db_pool_idle_connections', help: 'Pool connections idle', registers, collect: gaugeOf(() => pool().idle) });
      new Gauge({
        name: 'db_pool_waiting_requests',
        help: 'Queries waiting for a connection',
        registers,
        collect: gaugeOf(() => pool().waiting),
      });
    }
    new Gauge({ name: 'sse_connections', help: 'Open live-update streams', registers, collect: gaugeOf(sources.openStreams) });
    this.outboxPending = new Gauge({ name: 'outbox_pending_messages', help: 'Outbox messages waiting to be sent', registers });
    this.outboxOldest = new Gauge({
      name: 'outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest pending outbox message',
      registers,
    });
    this.jobAge = new Gauge({
      name: 'scheduler_seconds_since_last_success',
      help: 'Seconds since the job last finished a period without error',
      labelNames: ['job'],
      registers,
    });
    this.jobPeriod = new Gauge({ name: 'scheduler_period_seconds', help: "The job's period", labelNames: ['job'], registers });
    this.jobLag = new Gauge({
      name: 'scheduler_lag_seconds',
      help: 'How far the last success is behind one period (0 = on time)',
      labelNames: ['job'],
      registers,
    });
    this.databaseUp = new Gauge({ name: 'metrics_database_read_ok', help: '1 if the last scrape read the database gauges', registers });
  }

  /** One answered request (onResponse): in memory only. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status_class: statusClass(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  /** The exposition text; reads the database's gauges first (stale values kept if that fails). */
  async render(): Promise<string> {
    this.reading ??= this.readDatabase().finally(() => (this.reading = null));
    await withTimeout(this.reading, DATABASE_GAUGES_TIMEOUT_MS).then(
      () => this.databaseUp.set(1),
      (error: unknown) => {
        this.databaseUp.set(0);
        this.sources.log.warn({ err: error }, 'metrics: database gauges not read');
      },
    );
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private async readDatabase(): Promise<void> {
    const periods = this.jobPeriods();
    const [outbox, jobs] = await Promise.all([
      readOutboxBacklog(this.sources.db),
      readJobsLastSuccess(this.sources.db, [...periods.keys()]),
    ]);
    this.outboxPending.set(outbox.pending);
    this.outboxOldest.set(outbox.oldestPendingSeconds);
    for (const { job, secondsSinceSuccess } of jobs) {
      const period = periods.get(job) ?? null;
      if (period !== null) this.jobPeriod.set({ job }, period);
      if (secondsSinceSuccess === null) continue;
      this.jobAge.set({ job }, secondsSinceSuccess);
      if (period !== null) this.jobLag.set({ job }, Math.max(0, secondsSinceSuccess - period));
    }
  }

  private jobPeriods(): Map<string, number | null> {
    if (!this.periods) {
      const now = new Date();
      this.periods = new Map(this.sources.jobs().map((job) => [job.name, periodSeconds(job.periodOf, now)]));
    }
    return this.periods;
  }
}

function gaugeOf(read: () => number) {
  return function (this: Gauge) {
    this.set(read());
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
