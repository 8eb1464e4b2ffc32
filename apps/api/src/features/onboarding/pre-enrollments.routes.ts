import { PRE_ENROLLMENTS_ROUTES as PRE_ENROLLMENTS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ResolvedConfig } from '../../config';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { OnboardingData } from './onboarding.data';
import { PreEnrollmentsService } from './pre-enrollments.service';
import { webLinks } from './web-links';

/** Pre-enrolments: a club's managers list the pending ones and accept or refuse them. */
export const preEnrollmentsRoutes: FastifyPluginAsync<{ data: OnboardingData; config: ResolvedConfig }> = async (
  scope,
  { data, config },
) => {
  const app = scope as ApiScope;
  const service = new PreEnrollmentsService(data, webLinks(config));

  registerRoute(app, PRE_ENROLLMENTS.list, ({ ctx, query, request }) => service.list(ctx, query, request.url));
  registerRoute(app, PRE_ENROLLMENTS.decide, ({ ctx, params, body }) => service.decide(ctx, params.profileHash, body.decision));
};
