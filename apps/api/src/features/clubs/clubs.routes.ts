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
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { jsonBody, sendJsonBody, withErrors } from '../../lib/http';
import type { TokenService } from '../../lib/tokens';
import { authenticate } from '../../plugins/auth.plugin';
import { requireClubContext } from '../../plugins/club-context.plugin';
import { PUBLIC_CLUB_TABLES } from './clubs.repository';
import { ClubsService } from './clubs.service';

/** The detail for members and admins, the public fields for anyone else (detail tried first). */
const ClubReadSchema = z.union([ClubDetailSchema, PublicClubSchema]);

type Options = { db: Db; changes: ChangeFeed; tokens: TokenService };

export const clubsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, changes, tokens }) => {
  const service = new ClubsService(db);
  // Serialized public club pages by short name (read by every visitor of a club's portal)…
  const publicClubs = changes.cache<string>(PUBLIC_CLUB_TABLES);
  // …and by hash, for anonymous reads of GET /api/clubs/{clubHash}.
  const publicClubsByHash = changes.cache<string>(PUBLIC_CLUB_TABLES);

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
      // Public (spec 7: "read without token"), so neither the bearer plugin nor the club
      // context runs; the handler reads an optional bearer itself.
      config: { public: true },
      schema: {
        tags: ['clubs'],
        summary: 'One club; no token needed',
        description:
          'Without a token, or for a signed-in caller who is not a member of the club, only the public fields ' +
          '(hash, name, image, publicPortal, season, address, shortname, locale), as GET /api/clubs/p/{clubShortName}. ' +
          'Members of the club and admins also get companyName, enabledFeatures and privacy. A token, when sent, ' +
          'must be valid (401 otherwise, so the client refreshes it). Unknown club: 404.',
        // OpenAPI: no token, or the bearer token.
        security: [{}, { bearerAuth: [] }],
        params: ClubHashParamsSchema,
        response: withErrors({ 200: ClubReadSchema }, [401, 404]),
      },
    },
    async (request, reply) => {
      const header = request.headers.authorization;
      const actor = header === undefined ? null : authenticate(tokens, header);
      if (actor) return service.read(request.params.clubHash, actor.userId);
      const body = await publicClubsByHash.getOrLoad(request.params.clubHash, async () =>
        jsonBody(PublicClubSchema, await service.publicByHash(request.params.clubHash)),
      );
      return sendJsonBody(reply, body);
    },
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
