import { METRIC_REFRESH_COOLDOWN_SECONDS } from '@tribuna/contract';
import type { Feature } from '../../lib/feature/feature';
import { metricsRepositories } from './metrics.data';
import { metricsJobs } from './metrics-jobs';
import { MetricsSummaries } from './metrics-summaries';
import { METRICS_RULES } from './metrics.policy';
import { metricsRoutes } from './metrics.routes';
import { MetricsService } from './metrics.service';
import { seedDemoMetrics } from './seed/metrics-seed';

/**
 * Club dashboard metrics (issue 25 part 1): summary tables closed per club and Europe/Madrid day
 * by an hourly job on the scheduler (one run per club and day across processes, with the history
 * the charts need backfilled), read by the manager's overview; a manager's "refresh now"
 * recomputes today (cooldown per club); drill-down lists show the rows behind a figure.
 */
export const metricsFeature: Feature<'metrics'> = {
  name: 'metrics',
  rules: METRICS_RULES,
  jobs: (ctx) => metricsJobs(ctx),
  async seed({ db, people }) {
    await seedDemoMetrics(db, { people });
  },
  async routes(api, { db, log, units, config, changes }) {
    const repository = units(metricsRepositories).read.metrics;
    const cooldown = config.rateLimit ? METRIC_REFRESH_COOLDOWN_SECONDS : 0;
    const service = new MetricsService(db, repository, new MetricsSummaries(db, repository, log), cooldown, changes);
    await api.register(metricsRoutes, { service });
  },
};
