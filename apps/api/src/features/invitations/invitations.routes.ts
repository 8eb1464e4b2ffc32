import { INVITATIONS_ROUTES as INVITATIONS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ResolvedConfig } from '../../config';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { InvitationsData } from './invitations.data';
import { InvitationTokens } from './invitation-token';
import { InvitationsService } from './invitations.service';

/** Invitation links: the routes of the contract's INVITATIONS_ROUTES table. */
export const invitationsRoutes: FastifyPluginAsync<{ data: InvitationsData; config: ResolvedConfig }> = async (scope, { data, config }) => {
  const app = scope as ApiScope;
  const service = new InvitationsService(data, new InvitationTokens(config.jwtSecret), config.appUrl);

  registerRoute(app, INVITATIONS.create, ({ ctx, body }) => service.create(ctx, body));
  registerRoute(app, INVITATIONS.list, ({ ctx, query, request }) => service.list(ctx, query, request.url));
  registerRoute(app, INVITATIONS.revoke, ({ ctx, params }) => service.revoke(ctx, params.invitationHash));
  registerRoute(app, INVITATIONS.preview, ({ params }) => service.preview(params.token));
  registerRoute(app, INVITATIONS.join, ({ ctx, params, body }) => service.join(ctx, params.profileType, body));
};
