import { ONBOARDING_ROUTES as ONBOARDING } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { OnboardingData } from './onboarding.data';
import { ClubEnrollmentService } from './club-enrollment.service';

/** Club search, club enrollment and the orphaned-managers check. */
export const clubEnrollmentRoutes: FastifyPluginAsync<{ data: OnboardingData }> = async (scope, { data }) => {
  const app = scope as ApiScope;
  const service = new ClubEnrollmentService(data);

  registerRoute(app, ONBOARDING.searchClubs, ({ query, request }) => service.search(query, request.url));
  registerRoute(app, ONBOARDING.createClub, ({ ctx, body }) => service.create(ctx, body));
  registerRoute(app, ONBOARDING.orphanedManagers, ({ query }) => service.orphanedManagers(query.club));
};
