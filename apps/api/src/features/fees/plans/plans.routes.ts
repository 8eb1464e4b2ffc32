import { FEES_PLANS_ROUTES as PLANS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import type { FeesRoutesOptions } from '../fees.routes';
import { PlansService } from './plans.service';

/** Seasons and membership plans (issue 23 part 1). */
export const plansRoutes: FastifyPluginAsync<FeesRoutesOptions> = async (scope, { data }) => {
  const app = scope as ApiScope;
  const service = new PlansService(data);

  registerRoute(app, PLANS.seasons, ({ ctx, request }) => service.seasons(ctx, request.url));
  registerRoute(app, PLANS.createSeason, ({ ctx, body }) => service.createSeason(ctx, body));
  registerRoute(app, PLANS.updateSeason, ({ ctx, params, body }) => service.updateSeason(ctx, params.seasonHash, body));
  registerRoute(app, PLANS.plans, ({ ctx, params, request }) => service.plans(ctx, params.seasonHash, request.url));
  registerRoute(app, PLANS.createPlan, ({ ctx, params, body }) => service.createPlan(ctx, params.seasonHash, body));
  registerRoute(app, PLANS.updatePlan, ({ ctx, params, body }) => service.updatePlan(ctx, params.planHash, body));
  registerRoute(app, PLANS.removePlan, ({ ctx, params }) => service.removePlan(ctx, params.planHash).then(() => null));
};
