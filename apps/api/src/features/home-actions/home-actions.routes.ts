import { HOME_ACTIONS_ROUTES } from '@tribuna/contract/home-actions.routes';
import type { FastifyPluginAsync } from 'fastify';
import type { ResolvedConfig } from '../../config';
import { bookingsClock } from '../../lib/bookings-clock';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { HomeActionsData } from './home-actions.data';
import { HomeActionsService } from './home-actions.service';

type Options = { data: HomeActionsData; config: ResolvedConfig };

/** The manager's things to act on (issue 25 part 1): live, never kept by shared caches. */
export const homeActionsRoutes: FastifyPluginAsync<Options> = async (scope, { data, config }) => {
  const app = scope as ApiScope;
  const service = new HomeActionsService(data.read.homeActions, bookingsClock(config));
  registerRoute(app, HOME_ACTIONS_ROUTES.read, ({ ctx, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return service.read(ctx);
  });
};
