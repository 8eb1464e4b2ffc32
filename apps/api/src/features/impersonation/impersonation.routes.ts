import { IMPERSONATION_ROUTES as IMPERSONATION, REFRESH_COOKIE_NAME } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { TokenService } from '../../lib/tokens';
import type { ImpersonationData } from './impersonation.data';
import { ImpersonationService } from './impersonation.service';

/** Starting and ending an impersonation (the limits while it lasts: impersonation-guard.plugin). */
export const impersonationRoutes: FastifyPluginAsync<{ data: ImpersonationData; tokens: TokenService }> = async (
  scope,
  { data, tokens },
) => {
  const app = scope as ApiScope;
  const service = new ImpersonationService(data, tokens);

  registerRoute(app, IMPERSONATION.start, ({ ctx, body }) => service.start(ctx, body.profileHash));
  // The real person's refresh cookie, kept from before, tells how long their session lasts.
  registerRoute(app, IMPERSONATION.end, ({ ctx, request }) => service.end(ctx, request.cookies[REFRESH_COOKIE_NAME]));
};
