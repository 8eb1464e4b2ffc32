import { PORTAL_ROUTES as PORTAL } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { PortalShop } from './portal-availability';
import type { PortalData } from './portal.data';
import { PortalService } from './portal.service';

/** `shop`: the shop's public interface (`ctx.use('commerce')`), for its open campaign counts. */
type Options = { data: PortalData; shop: PortalShop };

/** The public portal's components (issue 11 part 2). */
export const portalRoutes: FastifyPluginAsync<Options> = async (scope, { data, shop }) => {
  const app = scope as ApiScope;
  const service = new PortalService(data, shop);
  registerRoute(app, PORTAL.list, ({ ctx, query, request }) => service.list(ctx, query, request.url));
  registerRoute(app, PORTAL.create, ({ ctx, body }) => service.create(ctx, body));
  registerRoute(app, PORTAL.update, ({ ctx, params, body }) => service.update(ctx, params.componentId, body));
  registerRoute(app, PORTAL.remove, ({ ctx, params }) => service.remove(ctx, params.componentId).then(() => null));
  registerRoute(app, PORTAL.publicPortal, ({ params, request }) => service.publicPortal(params.clubHash, request.url));
};
