import {
  ClubSearchCollectionSchema,
  ClubSearchQuerySchema,
  CreateClubBodySchema,
  OrphanedManagersQuerySchema,
  OrphanedManagersResponseSchema,
  PublicClubSchema,
} from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { withErrors } from '../../lib/http';
import { ClubEnrollmentService } from './club-enrollment.service';

export const clubEnrollmentRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeFeed }> = async (
  app,
  { db, changes },
) => {
  const service = new ClubEnrollmentService(db);

  app.get(
    '/clubs/search',
    {
      config: { public: true },
      schema: {
        tags: ['onboarding'],
        summary: 'Search clubs by name, ignoring case and accents (no token)',
        querystring: ClubSearchQuerySchema,
        response: withErrors({ 200: ClubSearchCollectionSchema }, [400]),
      },
    },
    (request) => service.search(request.query, request.url),
  );

  app.post(
    '/clubs',
    {
      config: { forbidWhileImpersonating: true },
      schema: {
        tags: ['onboarding'],
        summary: 'Register a new club; the caller becomes its first manager',
        body: CreateClubBodySchema,
        response: withErrors({ 201: PublicClubSchema }, [400, 401, 403]),
      },
    },
    async (request, reply) => {
      const club = await service.create(request.actor!, request.body, request.ip);
      for (const table of ['clubs', 'club_features', 'profiles'] as const) changes.invalidate(table);
      return reply.code(201).send(club);
    },
  );

  app.get(
    '/users/orphaned-managers',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Whether a club has profiles waiting and no enabled manager',
        querystring: OrphanedManagersQuerySchema,
        response: withErrors({ 200: OrphanedManagersResponseSchema }, [400, 401, 404]),
      },
    },
    (request) => service.orphanedManagers(request.query.club),
  );
};
