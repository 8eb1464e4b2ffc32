import { TEAMS_ROUTES as TEAMS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { TeamsData } from './teams.data';
import { teamSchemaErrorFormatter } from './team-validation';
import { TeamsService } from './teams.service';

/** Teams (issue 4 part 5): the routes of the contract's TEAMS_ROUTES table. */
export const teamsRoutes: FastifyPluginAsync<{ data: TeamsData }> = async (scope, { data }) => {
  const app = scope as ApiScope;
  const service = new TeamsService(data.read.teams);
  // Missing Name, Sport, Category or Gender: the exact detail of spec 5.
  const teamForm = { schemaErrorFormatter: teamSchemaErrorFormatter };

  registerRoute(app, TEAMS.list, ({ ctx, query, request }) => service.list(ctx, query, request.url));
  registerRoute(app, TEAMS.create, ({ ctx, body }) => service.create(ctx, body), teamForm);
  registerRoute(app, TEAMS.read, ({ ctx, params }) => service.read(ctx, params.teamHash));
  registerRoute(app, TEAMS.update, ({ ctx, params, body }) => service.update(ctx, params.teamHash, body), teamForm);
  registerRoute(app, TEAMS.remove, ({ ctx, params }) => service.remove(ctx, params.teamHash).then(() => null));
  registerRoute(app, TEAMS.replaceRoster, ({ ctx, params, body }) => service.replaceRoster(ctx, params.teamHash, body));
  registerRoute(app, TEAMS.putMember, ({ ctx, params, body }) => service.putMember(ctx, params.teamHash, params.personHash, body));
  registerRoute(app, TEAMS.removeMember, ({ ctx, params }) => service.removeMember(ctx, params.teamHash, params.personHash));
};
