import { ACCESS_CONTROLLERS_ROUTES as ROUTES } from '@tribuna/contract/access-controllers.routes';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import type { ControllersData } from './controllers.data';
import { ControllersService } from './controllers.service';

/** Door controllers and a list's live day (issue 24), registered by the access-control entry. */
export const accessControllersRoutes: FastifyPluginAsync<{ data: ControllersData }> = async (scope, { data }) => {
  const app = scope as ApiScope;
  const service = new ControllersService(data);
  registerRoute(app, ROUTES.controllers, ({ ctx, request }) => service.list(ctx, request.url));
  registerRoute(app, ROUTES.grantController, ({ ctx, params }) => service.setController(ctx, params.profileHash, true));
  registerRoute(app, ROUTES.revokeController, ({ ctx, params }) => service.setController(ctx, params.profileHash, false).then(() => null));
  registerRoute(app, ROUTES.listToday, ({ ctx, params }) => service.today(ctx, params.listHash));
};
