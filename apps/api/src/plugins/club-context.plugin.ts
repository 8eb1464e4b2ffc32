import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { errors } from '../lib/errors';
import { ClubContextRepository, type ClubRow, type ClubViewer } from './club-context.repository';

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
 * `request.clubContext` and never look the club up again.
 */
export const clubContextPlugin = fp<{ db: Db }>(async (app, { db }) => {
  const repository = new ClubContextRepository(db);
  app.decorateRequest('clubContext', null);
  app.addHook('preHandler', async (request) => {
    const { url, config } = request.routeOptions;
    if (config.public || !url?.includes(':clubHash')) return;
    const { clubHash } = request.params as { clubHash: string };
    if (!request.actor) throw errors.unauthenticated();
    const context = await repository.load(clubHash, request.actor.userId);
    if (!context) throw errors.notFound();
    if (!context.viewer) throw errors.unauthenticated();
    const isMember = context.viewer.admin || context.viewer.roles.length > 0;
    if ((config.clubAccess ?? 'member') === 'member' && !isMember) throw errors.forbidden();
    request.clubContext = { club: context.club, viewer: context.viewer };
  });
});

/** The loaded club context; only valid inside `:clubHash` routes. */
export function requireClubContext(request: { clubContext: { club: ClubRow; viewer: ClubViewer } | null }) {
  if (!request.clubContext) throw new Error('club context missing: route has no :clubHash or is public');
  return request.clubContext;
}
