import {
  ClubHashParamsSchema,
  CreatedProfileSchema,
  CreateInvitationBodySchema,
  CreateProfileBodySchema,
  CreateProfileParamsSchema,
  InvitationCollectionSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  PaginationQuerySchema,
  PublicIdSchema,
} from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { withErrors } from '../../lib/http';
import { requireClubContext } from '../../plugins/club-context.plugin';
import { InvitationTokens } from './invitation-token';
import { InvitationsService } from './invitations.service';

// Any text up to the router's limit: a malformed token gets the same answer as an unknown one.
const TokenParamsSchema = z.object({ token: z.string().max(200) });
const InvitationParamsSchema = ClubHashParamsSchema.extend({ invitationHash: PublicIdSchema });

type Options = { db: Db; changes: ChangeFeed; config: ResolvedConfig };

export const invitationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, changes, config }) => {
  const service = new InvitationsService(db, new InvitationTokens(config.jwtSecret), config.appUrl);

  app.post(
    '/clubs/:clubHash/invitations',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Create an invitation link for a profile type (managers)',
        params: ClubHashParamsSchema,
        body: CreateInvitationBodySchema,
        response: withErrors({ 201: InvitationSchema }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const created = await service.create(requireClubContext(request), request.actor!, request.body, request.ip);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/clubs/:clubHash/invitations',
    {
      schema: {
        tags: ['invitations'],
        summary: "The club's invitation links, newest first (managers)",
        params: ClubHashParamsSchema,
        querystring: PaginationQuerySchema,
        response: withErrors({ 200: InvitationCollectionSchema }, [400, 401, 403, 404]),
      },
    },
    (request) => service.list(requireClubContext(request), request.query, request.url),
  );

  app.delete(
    '/clubs/:clubHash/invitations/:invitationHash',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Revoke an invitation link (managers)',
        params: InvitationParamsSchema,
        response: withErrors({ 200: InvitationSchema }, [401, 403, 404]),
      },
    },
    (request) =>
      service.revoke(requireClubContext(request), request.actor!, request.params.invitationHash, request.ip),
  );

  app.get(
    '/invitations/:token',
    {
      config: { public: true },
      schema: {
        tags: ['invitations'],
        summary: 'What an invitation link offers (no token); 404 INVITATION_INVALID when unusable',
        params: TokenParamsSchema,
        response: withErrors({ 200: InvitationPreviewSchema }, [404]),
      },
    },
    (request) => service.preview(request.params.token),
  );

  app.post(
    '/profiles/:profileType',
    {
      schema: {
        tags: ['invitations'],
        summary: "Join the invitation's club with a profile of this type",
        params: CreateProfileParamsSchema,
        body: CreateProfileBodySchema,
        response: withErrors({ 201: CreatedProfileSchema }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const created = await service.join(request.actor!, request.params.profileType, request.body, request.ip);
      changes.invalidate('profiles');
      return reply.code(201).send(created);
    },
  );
};
