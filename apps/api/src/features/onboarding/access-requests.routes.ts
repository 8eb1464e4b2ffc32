import {
  AccessRequestCollectionSchema,
  AccessRequestDecisionBodySchema,
  AccessRequestSchema,
  AccessRequestStatusSchema,
  ClubHashParamsSchema,
  PaginationQuerySchema,
  PublicIdSchema,
  RequestAdminAccessBodySchema,
} from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { withErrors } from '../../lib/http';
import { requireClubContext } from '../../plugins/club-context.plugin';
import { AccessRequestsService } from './access-requests.service';
import { webLinks } from './web-links';

const ListQuerySchema = PaginationQuerySchema.extend({ status: AccessRequestStatusSchema.optional() });
const RequestParamsSchema = ClubHashParamsSchema.extend({ requestHash: PublicIdSchema });

type Options = { db: Db; changes: ChangeFeed; config: ResolvedConfig };

export const accessRequestsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, changes, config }) => {
  const service = new AccessRequestsService(db, webLinks(config));

  app.post(
    '/clubs/:clubHash/request-admin-access',
    {
      // Anyone signed in may ask a club they do not belong to; not while impersonating.
      config: { clubAccess: 'any', forbidWhileImpersonating: true },
      schema: {
        tags: ['onboarding'],
        summary: 'Ask to become a manager of the club; its managers are notified',
        params: ClubHashParamsSchema,
        body: RequestAdminAccessBodySchema.nullish(),
        response: withErrors({ 201: AccessRequestSchema }, [400, 401, 403, 404, 409]),
      },
    },
    async (request, reply) => {
      const created = await service.request(requireClubContext(request), request.actor!, request.body?.message, request.ip);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/clubs/:clubHash/admin-access-requests',
    {
      schema: {
        tags: ['onboarding'],
        summary: "The club's manager access requests, newest first (managers)",
        params: ClubHashParamsSchema,
        querystring: ListQuerySchema,
        response: withErrors({ 200: AccessRequestCollectionSchema }, [400, 401, 403, 404]),
      },
    },
    (request) => service.list(requireClubContext(request), request.query, request.url),
  );

  app.post(
    '/clubs/:clubHash/admin-access-requests/:requestHash/decision',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Approve (creates a manager profile) or refuse a pending request (managers)',
        params: RequestParamsSchema,
        body: AccessRequestDecisionBodySchema,
        response: withErrors({ 200: AccessRequestSchema }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const { requestHash } = request.params;
      const ctx = requireClubContext(request);
      const decided = await service.decide(ctx, request.actor!, requestHash, request.body.decision, request.ip);
      if (decided.status === 'approved') changes.invalidate('profiles');
      return decided;
    },
  );

  app.get(
    '/users/me/admin-access-requests',
    {
      schema: {
        tags: ['onboarding'],
        summary: "The caller's own manager access requests",
        querystring: PaginationQuerySchema,
        response: withErrors({ 200: AccessRequestCollectionSchema }, [400, 401]),
      },
    },
    (request) => service.mine(request.actor!, request.query, request.url),
  );
};
