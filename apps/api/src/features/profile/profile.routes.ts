import { PROFILE_ROUTES } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { sendJsonBody } from '../../lib/http';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { SubsidiesPublic } from '../subsidies';
import type { ProfileData } from './profile.data';
import { PROFILE_TABLES } from './profile.repository';
import { ProfileService } from './profile.service';

/** GET /api/profile: the contract's PROFILE_ROUTES table. */
type Options = { data: ProfileData; changes: ChangeFeed; subsidies: Pick<SubsidiesPublic, 'managedBy' | 'tables'> };

export const profileRoutes: FastifyPluginAsync<Options> = async (scope, { data, changes, subsidies }) => {
  // Serialized responses by user public id, cleared on any write to the tables read.
  // What each profile may do comes from the rules the access plugin collected (registered before).
  // A manager's Subsidies submenu comes from the subsidies' tables: their writes clear it too.
  const service = new ProfileService(
    data.read.profile,
    changes.cache<string>([...PROFILE_TABLES, ...subsidies.tables]),
    (actor) => scope.allowedActions(actor),
    (profileIds) => subsidies.managedBy(profileIds),
  );
  registerRoute(scope as ApiScope, PROFILE_ROUTES.read, async ({ ctx, reply }) => sendJsonBody(reply, await service.read(ctx)));
};
