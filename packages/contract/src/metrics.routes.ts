import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import { MetricDrillDownListSchema, MetricDrillDownQuerySchema, MetricsOverviewSchema } from './metrics';

const tags = ['metrics'];

/**
 * The manager's club metrics (issue 25 part 1): read from the daily summary tables, so the
 * overview answers in a few milliseconds whatever the club's size.
 */
export const METRICS_ROUTES = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/metrics',
    summary: 'The club’s dashboard metrics: every card’s figures and charts from the latest daily summary',
    description:
      'A card whose computation failed (or has no summary yet) comes with status `error`; the others are unaffected. ' +
      'Figures carry the previous period’s and last season’s values for the change.',
    tags,
    access: 'metrics.read',
    params: ClubHashParamsSchema,
    status: 200,
    response: MetricsOverviewSchema,
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/metrics/refresh',
    summary: 'Recompute the club’s metrics now (up to this moment) and answer the new overview',
    description: 'At most once every METRIC_REFRESH_COOLDOWN_SECONDS per club: sooner answers 429.',
    tags,
    access: 'metrics.refresh',
    params: ClubHashParamsSchema,
    status: 200,
    response: MetricsOverviewSchema,
    errors: [429],
  }),
  drillDown: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/metrics/drill-down',
    summary: 'The rows a figure counts, for the latest summary’s day and period',
    tags,
    access: 'metrics.read',
    params: ClubHashParamsSchema,
    query: MetricDrillDownQuerySchema,
    status: 200,
    response: MetricDrillDownListSchema,
  }),
} as const;
