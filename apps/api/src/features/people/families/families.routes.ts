import {
  AddGuardianBodySchema,
  GuardianChildrenQuerySchema,
  GuardianChildrenResponseSchema,
  GuardianListSchema,
  GuardianParamsSchema,
  HandOverBodySchema,
  HandOverResponseSchema,
  PersonParamsSchema,
} from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResolvedConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import { withErrors } from '../../../lib/http';
import { requireClubContext } from '../../../plugins/club-context.plugin';
import { FamiliesService } from './families.service';

type Options = { db: Db; changes: ChangeFeed; config: ResolvedConfig };

export const familiesRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, changes, config }) => {
  const service = new FamiliesService(db, (path) => new URL(path, `${config.appUrl}/`).toString());

  app.post(
    '/clubs/:clubHash/people/:personHash/guardians',
    {
      schema: {
        tags: ['families'],
        summary: 'Link a guardian (a guardian profile of the club) to this person (managers)',
        params: PersonParamsSchema,
        body: AddGuardianBodySchema,
        response: withErrors({ 201: GuardianListSchema }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const { personHash } = request.params;
      const result = await service.addGuardian(requireClubContext(request), request.actor!, personHash, request.body.guardian, request.ip);
      changes.invalidate('guardianships');
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/clubs/:clubHash/people/:personHash/guardians/:guardianHash',
    {
      schema: {
        tags: ['families'],
        summary: 'Unlink a guardian from this person (managers)',
        params: GuardianParamsSchema,
        response: withErrors({ 200: GuardianListSchema }, [401, 403, 404]),
      },
    },
    async (request) => {
      const { personHash, guardianHash } = request.params;
      const result = await service.removeGuardian(requireClubContext(request), request.actor!, personHash, guardianHash, request.ip);
      changes.invalidate('guardianships');
      return result;
    },
  );

  app.get(
    '/guardian/children',
    {
      schema: {
        tags: ['families'],
        summary: "The signed-in guardian's children in a club (feature records_from_children)",
        querystring: GuardianChildrenQuerySchema,
        response: withErrors({ 200: GuardianChildrenResponseSchema }, [400, 401, 403, 404]),
      },
    },
    (request) => service.children(request.actor!.userId, request.query.club),
  );

  app.post(
    '/clubs/:clubHash/people/:personHash/hand-over',
    {
      schema: {
        tags: ['families'],
        summary: 'Give a person without an account (a child come of age) their own account (managers)',
        params: PersonParamsSchema,
        body: HandOverBodySchema,
        response: withErrors({ 200: HandOverResponseSchema }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const { personHash } = request.params;
      const result = await service.handOver(requireClubContext(request), request.actor!, personHash, request.body.email, request.ip);
      changes.invalidate('users');
      changes.invalidate('profiles');
      return result;
    },
  );
};
