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
import { enforce, RateLimiter } from '../../../lib/rate-limit/rate-limiter';
import { RATE_RULES } from '../../../lib/rate-limit/rules';
import { requireClubContext } from '../../../plugins/club-context.plugin';
import { authorize } from '../people.policy';
import { FamiliesService } from './families.service';

type Options = { db: Db; changes: ChangeFeed; config: ResolvedConfig };

export const familiesRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, changes, config }) => {
  const service = new FamiliesService(db, config.appUrl);
  const limiter = new RateLimiter(db, config.rateLimit);

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
        summary: 'Email a single-use link to take over this record as their own account (managers)',
        description:
          'Creates and links nothing: the owner of the address claims the record through POST /api/account-claims/{token}. ' +
          'The answer is the same whether or not the address has an account; a newer link replaces the previous one.',
        params: PersonParamsSchema,
        body: HandOverBodySchema,
        response: withErrors({ 200: HandOverResponseSchema }, [400, 401, 403, 404, 409, 429]),
      },
    },
    async (request, reply) => {
      const { personHash } = request.params;
      const context = requireClubContext(request);
      const actor = request.actor!;
      // Judged before counting, so a member cannot use up the club's allowance.
      authorize(context.viewer, 'manageFamilies');
      enforce(
        reply,
        await limiter.hit(RATE_RULES.handOversPerManager, actor.impersonatorId ?? actor.userId),
        await limiter.hit(RATE_RULES.handOversPerClub, context.club.publicId),
        await limiter.hit(RATE_RULES.handOversPerPerson, personHash),
      );
      return service.handOver(context, actor, personHash, request.body.email, request.ip);
    },
  );
};
