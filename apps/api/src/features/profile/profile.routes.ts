import { PROFILE_ROUTES } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { sendJsonBody } from '../../lib/http';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { ProfileData } from './profile.data';
import { PROFILE_TABLES } from './profile.repository';
import { ProfileService } from './profile.service';

/** GET /api/profile: the contract's PROFILE_ROUTES table. */
export const profileRoutes: FastifyPluginAsync<{ data: ProfileData; changes: ChangeFeed }> = async (scope, { data, changes }) => {
  // Serialized responses by user public id, cleared on any write to the tables read.
  // What each profile may do comes from the rules the access plugin collected (registered before).
  const service = new ProfileService(data.read.profile, changes.cache<string>(PROFILE_TABLES), (actor) => scope.allowedActions(actor));
  registerRoute(scope as ApiScope, PROFILE_ROUTES.read, async ({ ctx, reply }) => sendJsonBody(reply, await service.read(ctx)));
};
