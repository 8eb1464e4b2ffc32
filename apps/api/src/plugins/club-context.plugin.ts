import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { ChangeFeed } from '../lib/cache/change-feed';
import { holds } from '../lib/authz/actor';
import { errors } from '../lib/errors';
import { CLUB_CONTEXT_TABLES, ClubContextRepository, type ClubContext, type ClubRow, type ClubViewer } from './club-context.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may reach a `:clubHash` route: 'member' (default) needs a profile in the club or the
     * admin flag; 'any' only needs the club to exist (e.g. asking a club for access).
     */
    clubAccess?: 'member' | 'any';
  }
  interface FastifyRequest {
    clubContext: { club: ClubRow; viewer: ClubViewer } | null;
  }
}

/**
 * Loads the club named by `:clubHash` once per request, before the handler, and checks the
 * caller belongs to it: unknown club → 404, not a member → 403. Handlers read
 * `request.clubContext` and never look the club up again. The loaded contexts are cached per
 * club and caller (kept coherent by the change feed); they are shared, so never mutated.
 */
export const clubContextPlugin = fp<{ db: Db; changes: ChangeFeed }>(async (app, { db, changes }) => {
  const repository = new ClubContextRepository(db);
  // A context reads its club's row and profiles (and the caller's account, a change of no club).
  const cache = changes.cache<ClubContext>(CLUB_CONTEXT_TABLES, { clubOf: (context) => context.club.id });
  app.decorateRequest('clubContext', null);
  app.addHook('preHandler', async (request) => {
    const { url, config } = request.routeOptions;
    if (config.public || !url?.includes(':clubHash')) return;
    const { clubHash } = request.params as { clubHash: string };
    if (!request.actor) throw errors.unauthenticated();
    const userId = request.actor.userId;
    // An unknown club (null) is not cached: anyone could fill the cache with made-up hashes.
    const context = await cache.getOrLoad(`${clubHash} ${userId}`, async () => (await repository.load(clubHash, userId)) ?? undefined);
    if (!context) throw errors.notFound();
    if (!context.viewer) throw errors.unauthenticated();
    // Roles only count granting profiles: a manager with the panel off is no member (ClubViewer).
    const isMember = holds(context.viewer, 'club.look');
    if ((config.clubAccess ?? 'member') === 'member' && !isMember) throw errors.forbidden();
    request.clubContext = { club: context.club, viewer: context.viewer };
  });
});

/** The loaded club context; only valid inside `:clubHash` routes. */
export function requireClubContext(request: { clubContext: { club: ClubRow; viewer: ClubViewer } | null }) {
  if (!request.clubContext) throw new Error('club context missing: route has no :clubHash or is public');
  return request.clubContext;
}
