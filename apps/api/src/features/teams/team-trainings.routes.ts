import { TEAMS_ROUTES as TEAMS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import { TeamTrainingsService } from './team-trainings.service';
import type { TeamsData } from './teams.data';

/** A team's weekly training times (issue 25): read and replaced by the club's managers. */
export const teamTrainingsRoutes: FastifyPluginAsync<{ data: TeamsData }> = async (scope, { data }) => {
  const app = scope as ApiScope;
  const service = new TeamTrainingsService(data);

  registerRoute(app, TEAMS.trainings, ({ ctx, params, request }) => service.list(ctx, params.teamHash, request.url));
  registerRoute(app, TEAMS.replaceTrainings, ({ ctx, params, body, request }) => service.replace(ctx, params.teamHash, body, request.url));
};
