import { METRICS_ROUTES as METRICS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../../lib/errors';
import { sendJsonBody } from '../../lib/http';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { MetricsService } from './metrics.service';

type Options = { service: MetricsService };

/** Club metrics (issue 25 part 1): the routes of the contract's METRICS_ROUTES table. */
export const metricsRoutes: FastifyPluginAsync<Options> = async (scope, { service }) => {
  const app = scope as ApiScope;
  registerRoute(app, METRICS.overview, async ({ ctx, reply }) =>
    sendJsonBody(reply.header('cache-control', 'private, no-store'), await service.overviewBody(ctx.club)),
  );
  registerRoute(app, METRICS.refresh, ({ ctx, reply }) =>
    service.refresh(ctx.club, (retryAfter) => {
      reply.header('retry-after', String(retryAfter));
      throw errors.rateLimited(retryAfter);
    }),
  );
  registerRoute(app, METRICS.drillDown, ({ ctx, query, request }) => {
    const { list, page, itemsPerPage } = query;
    return service.drillDown(ctx.club, list, { page, itemsPerPage }, request.url);
  });
};
