import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../lib/uploads/file-storage';
import type { ResolvedConfig } from '../../config';
import type { OnboardingData } from './onboarding.data';
import { accessRequestsRoutes } from './access-requests.routes';
import { clubEnrollmentRoutes } from './club-enrollment.routes';
import { logoRoutes } from './logo/logo.routes';
import { preEnrollmentsRoutes } from './pre-enrollments.routes';

type Options = { data: OnboardingData; config: ResolvedConfig; files: FileStorage };

/** Club search, enrollment, logo, orphaned managers, manager access requests and pre-enrolments. */
export const onboardingRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  await app.register(clubEnrollmentRoutes, options);
  await app.register(accessRequestsRoutes, options);
  await app.register(logoRoutes, options);
  await app.register(preEnrollmentsRoutes, options);
};
