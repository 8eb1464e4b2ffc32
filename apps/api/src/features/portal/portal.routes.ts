import { PORTAL_ROUTES as PORTAL } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { PortalShop } from './portal-availability';
import type { PortalData } from './portal.data';
import { PortalService } from './portal.service';

/**
 * TRANSITIONAL: the shop's counts are still read from the old repository bag's catalogue until
 * the portal's entry passes commerce's public interface (`ctx.use('commerce')`) as `shop`.
 */
type Options = { data: PortalData & { read: { catalogue: PortalShop } } };

/** The public portal's components (issue 11 part 2). */
export const portalRoutes: FastifyPluginAsync<Options> = async (scope, { data }) => {
  const app = scope as ApiScope;
  const service = new PortalService(data, data.read.catalogue);
  registerRoute(app, PORTAL.list, ({ ctx, query, request }) => service.list(ctx, query, request.url));
  registerRoute(app, PORTAL.create, ({ ctx, body }) => service.create(ctx, body));
  registerRoute(app, PORTAL.update, ({ ctx, params, body }) => service.update(ctx, params.componentId, body));
  registerRoute(app, PORTAL.remove, ({ ctx, params }) => service.remove(ctx, params.componentId).then(() => null));
  registerRoute(app, PORTAL.publicPortal, ({ params, request }) => service.publicPortal(params.clubHash, request.url));
};
