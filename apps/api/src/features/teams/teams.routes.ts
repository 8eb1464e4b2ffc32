import {
  ClubHashParamsSchema,
  CreateTeamBodySchema,
  TeamCollectionSchema,
  TeamDetailSchema,
  TeamListQuerySchema,
  TeamMemberBodySchema,
  TeamMemberParamsSchema,
  TeamParamsSchema,
  TeamRosterBodySchema,
  UpdateTeamBodySchema,
} from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { withErrors } from '../../lib/http';
import { requireClubContext } from '../../plugins/club-context.plugin';
import { teamSchemaErrorFormatter } from './team-validation';
import { TeamsService } from './teams.service';

/** Teams (issue 4 part 5): /api/clubs/{clubHash}/teams…, managers of the club and admins. */
export const teamsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new TeamsService(db);
  const tags = ['teams'];

  app.get(
    '/clubs/:clubHash/teams',
    {
      schema: {
        tags,
        summary: "The club's teams, filtered by sport, category, gender and season, searched by name",
        params: ClubHashParamsSchema,
        querystring: TeamListQuerySchema,
        response: withErrors({ 200: TeamCollectionSchema }, [400, 401, 403, 404]),
      },
    },
    (request) => service.list(requireClubContext(request), request.query, request.url),
  );

  app.post(
    '/clubs/:clubHash/teams',
    {
      // Missing Name, Sport, Category or Gender: the exact detail of spec 5.
      schemaErrorFormatter: teamSchemaErrorFormatter,
      schema: {
        tags,
        summary: 'Create a team (Name, Sport, Category and Gender are required)',
        params: ClubHashParamsSchema,
        body: CreateTeamBodySchema,
        response: withErrors({ 201: TeamDetailSchema }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(requireClubContext(request), request.body)),
  );

  app.get(
    '/clubs/:clubHash/teams/:teamHash',
    {
      schema: {
        tags,
        summary: 'One team with its roster (staff first, then players)',
        params: TeamParamsSchema,
        response: withErrors({ 200: TeamDetailSchema }, [401, 403, 404]),
      },
    },
    (request) => service.read(requireClubContext(request), request.params.teamHash),
  );

  app.patch(
    '/clubs/:clubHash/teams/:teamHash',
    {
      schemaErrorFormatter: teamSchemaErrorFormatter,
      schema: {
        tags,
        summary: 'Edit a team (merge-patch; the required fields cannot be cleared)',
        params: TeamParamsSchema,
        body: UpdateTeamBodySchema,
        response: withErrors({ 200: TeamDetailSchema }, [400, 401, 403, 404]),
      },
    },
    (request) => service.update(requireClubContext(request), request.params.teamHash, request.body),
  );

  app.delete(
    '/clubs/:clubHash/teams/:teamHash',
    {
      schema: {
        tags,
        summary: 'Delete a team and its roster (the web asks for confirmation first)',
        params: TeamParamsSchema,
        response: withErrors({ 204: z.null() }, [401, 403, 404]),
      },
    },
    async (request, reply) => {
      await service.remove(requireClubContext(request), request.params.teamHash);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/clubs/:clubHash/teams/:teamHash/roster',
    {
      schema: {
        tags,
        summary: "Replace the roster with the club's own people (all lines or none)",
        params: TeamParamsSchema,
        body: TeamRosterBodySchema,
        response: withErrors({ 200: TeamDetailSchema }, [400, 401, 403, 404]),
      },
    },
    (request) => service.replaceRoster(requireClubContext(request), request.params.teamHash, request.body),
  );

  app.post(
    '/clubs/:clubHash/teams/:teamHash/members/:personHash',
    {
      schema: {
        tags,
        summary: "Add one of the club's people to the roster, or change their role and number",
        params: TeamMemberParamsSchema,
        body: TeamMemberBodySchema,
        response: withErrors({ 200: TeamDetailSchema }, [400, 401, 403, 404]),
      },
    },
    (request) => {
      const { teamHash, personHash } = request.params;
      return service.putMember(requireClubContext(request), teamHash, personHash, request.body);
    },
  );

  app.delete(
    '/clubs/:clubHash/teams/:teamHash/members/:personHash',
    {
      schema: {
        tags,
        summary: 'Remove a person from the roster',
        params: TeamMemberParamsSchema,
        response: withErrors({ 200: TeamDetailSchema }, [401, 403, 404]),
      },
    },
    (request) => {
      const { teamHash, personHash } = request.params;
      return service.removeMember(requireClubContext(request), teamHash, personHash);
    },
  );
};
