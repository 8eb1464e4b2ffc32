import type { FastifyPluginAsync } from 'fastify';
import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { accessRequestsRoutes } from './access-requests.routes';
import { clubEnrollmentRoutes } from './club-enrollment.routes';
import { logoRoutes } from './logo/logo.routes';

type Options = { db: Db; changes: ChangeFeed; config: ResolvedConfig };

/** Club search, enrollment, logo, orphaned managers and manager access requests (issue 3). */
export const onboardingRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  await app.register(clubEnrollmentRoutes, options);
  await app.register(accessRequestsRoutes, options);
  await app.register(logoRoutes, options);
};
