import { ClubHashParamsSchema, MemberCardListSchema, MemberCardSchema } from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { withErrors } from '../../lib/http';
import { requireClubContext } from '../../plugins/club-context.plugin';
import { MemberCardService } from './member-card.service';

/** My ID (issue 4 part 7). Cards are personal: never cached by shared caches. */
export const memberCardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new MemberCardService(db);
  const tags = ['member-card'];

  app.get(
    '/clubs/:clubHash/member-card',
    {
      schema: {
        tags,
        summary: "The signed-in person's club card (status computed now; the web draws the QR)",
        params: ClubHashParamsSchema,
        response: withErrors({ 200: MemberCardSchema }, [401, 403, 404]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.own(requireClubContext(request));
    },
  );

  app.get(
    '/clubs/:clubHash/member-card/children',
    {
      // Guardians act for their children only where the club has that feature.
      config: { feature: 'records_from_children' },
      schema: {
        tags,
        summary: "A guardian's children's club cards (feature records_from_children)",
        params: ClubHashParamsSchema,
        response: withErrors({ 200: MemberCardListSchema }, [401, 403, 404]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.children(requireClubContext(request));
    },
  );
};
