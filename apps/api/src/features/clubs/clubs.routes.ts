import {
  ClubCollectionSchema,
  ClubDetailSchema,
  ClubFeatureListSchema,
  ClubHashParamsSchema,
  ClubListQuerySchema,
  ClubProfileCollectionSchema,
  ClubProfilesQuerySchema,
  ClubShortNameParamsSchema,
  PublicClubSchema,
} from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { jsonBody, sendJsonBody, withErrors } from '../../lib/http';
import { requireClubContext } from '../../plugins/club-context.plugin';
import { PUBLIC_CLUB_TABLES } from './clubs.repository';
import { ClubsService } from './clubs.service';

export const clubsRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeFeed }> = async (app, { db, changes }) => {
  const service = new ClubsService(db);
  // Serialized public club pages by short name (read by every visitor of a club's portal).
  const publicClubs = changes.cache<string>(PUBLIC_CLUB_TABLES);

  app.get(
    '/clubs',
    {
      schema: {
        tags: ['clubs'],
        summary: "The caller's clubs (an admin sees every club)",
        querystring: ClubListQuerySchema,
        response: withErrors({ 200: ClubCollectionSchema }, [400, 401]),
      },
    },
    (request) => service.list(request.actor!.userId, request.query, request.url),
  );

  app.get(
    '/clubs/p/:clubShortName',
    {
      config: { public: true },
      schema: {
        tags: ['clubs'],
        summary: 'Public information of a club, by its short name (no token)',
        params: ClubShortNameParamsSchema,
        response: withErrors({ 200: PublicClubSchema }, [404]),
      },
    },
    async (request, reply) => {
      const shortname = request.params.clubShortName.toLowerCase();
      const body = await publicClubs.getOrLoad(shortname, async () =>
        jsonBody(PublicClubSchema, await service.publicByShortname(shortname)),
      );
      return sendJsonBody(reply, body);
    },
  );

  app.get(
    '/clubs/:clubHash',
    {
      schema: {
        tags: ['clubs'],
        summary: 'One club, with its features and privacy settings',
        params: ClubHashParamsSchema,
        response: withErrors({ 200: ClubDetailSchema }, [401, 403, 404]),
      },
    },
    (request) => service.read(requireClubContext(request)),
  );

  app.get(
    '/clubs/:clubHash/features',
    {
      schema: {
        tags: ['clubs'],
        summary: 'Feature codes enabled for the club',
        params: ClubHashParamsSchema,
        response: withErrors({ 200: ClubFeatureListSchema }, [401, 403, 404]),
      },
    },
    (request) => service.features(requireClubContext(request)),
  );

  app.get(
    '/clubs/:clubHash/profiles',
    {
      schema: {
        tags: ['clubs'],
        summary: "Profiles of the club: all for managers, otherwise one's own and one's children",
        params: ClubHashParamsSchema,
        querystring: ClubProfilesQuerySchema,
        response: withErrors({ 200: ClubProfileCollectionSchema }, [400, 401, 403, 404]),
      },
    },
    (request) => service.profiles(requireClubContext(request), request.query, request.url),
  );
};
