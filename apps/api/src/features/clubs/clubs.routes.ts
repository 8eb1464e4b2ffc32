import { CLUBS_ROUTES as CLUBS, PublicClubSchema } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { jsonBody, sendJsonBody } from '../../lib/http';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { ClubsData } from './clubs.data';
import { PUBLIC_CLUB_TABLES } from './clubs.repository';
import { ClubsService } from './clubs.service';

type Options = { data: ClubsData; changes: ChangeFeed };

/** Reading clubs: the routes of the contract's CLUBS_ROUTES table. */
export const clubsRoutes: FastifyPluginAsync<Options> = async (scope, { data, changes }) => {
  const app = scope as ApiScope;
  const service = new ClubsService(data.read.clubs, data.read.clubContexts);
  // Serialized public club pages by short name (read by every visitor of a club's portal)…
  const publicClubs = changes.cache<string>(PUBLIC_CLUB_TABLES);
  // …and by hash, for anonymous reads of GET /api/clubs/{clubHash}.
  const publicClubsByHash = changes.cache<string>(PUBLIC_CLUB_TABLES);

  registerRoute(app, CLUBS.list, ({ ctx, query, request }) => service.list(ctx, query, request.url));

  registerRoute(app, CLUBS.publicByShortName, async ({ params, reply }) => {
    const shortname = params.clubShortName.toLowerCase();
    const body = await publicClubs.getOrLoad(shortname, async () => jsonBody(PublicClubSchema, await service.publicByShortname(shortname)));
    return sendJsonBody(reply, body);
  });

  // Declared public (spec 7: "read without token"), so the club context does not run; members
  // get more, so the route is `optionalAuth`: the bearer plugin checks a sent token (invalid: 401).
  registerRoute(app, CLUBS.read, async ({ ctx, params, reply }) => {
    if (ctx.actor) return service.readAs(params.clubHash, ctx.actor.userId);
    const body = await publicClubsByHash.getOrLoad(params.clubHash, async () =>
      jsonBody(PublicClubSchema, await service.publicByHash(params.clubHash)),
    );
    return sendJsonBody(reply, body);
  });

  registerRoute(app, CLUBS.features, ({ ctx }) => service.features(ctx));
  registerRoute(app, CLUBS.profiles, ({ ctx, query, request }) => service.profiles(ctx, query, request.url));
};
