import { ONBOARDING_ROUTES as ONBOARDING } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ResolvedConfig } from '../../config';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { OnboardingData } from './onboarding.data';
import { AccessRequestsService } from './access-requests.service';
import { webLinks } from './web-links';

/** Manager access requests: asking a club, its managers deciding, one's own requests. */
export const accessRequestsRoutes: FastifyPluginAsync<{ data: OnboardingData; config: ResolvedConfig }> = async (
  scope,
  { data, config },
) => {
  const app = scope as ApiScope;
  const service = new AccessRequestsService(data, webLinks(config));

  registerRoute(app, ONBOARDING.requestAccess, ({ ctx, body }) => service.request(ctx, body?.message));
  registerRoute(app, ONBOARDING.listAccessRequests, ({ ctx, query, request }) => service.list(ctx, query, request.url));
  registerRoute(app, ONBOARDING.decideAccessRequest, ({ ctx, params, body }) => service.decide(ctx, params.requestHash, body.decision));
  registerRoute(app, ONBOARDING.myAccessRequests, ({ ctx, query, request }) => service.mine(ctx, query, request.url));
};
