import {
  ClubHashParamsSchema,
  CreatePersonBodySchema,
  PeopleGroupByClubResponseSchema,
  PeopleListQuerySchema,
  PersonCollectionSchema,
  PersonDetailSchema,
  PersonParamsSchema,
  UpdatePersonBodySchema,
} from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { sendJsonBody, withErrors } from '../../lib/http';
import { requireClubContext } from '../../plugins/club-context.plugin';
import { PeopleGroupService } from './people-group.service';
import { PeopleService } from './people.service';

type Options = { db: Db; changes: ChangeFeed };

export const peopleRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, changes }) => {
  // List totals and pages are kept until a write to profiles (in any process) clears them.
  const service = new PeopleService(db, {
    counts: changes.cache<number>(['profiles'], { maxEntries: 5_000 }),
    pages: changes.cache<string>(['profiles'], { maxEntries: 500 }),
  });
  const groups = new PeopleGroupService(db);

  app.get(
    '/clubs/:clubHash/people',
    {
      schema: {
        tags: ['people'],
        summary: 'People of the club (managers): role member = partners, player = athletes, user = with an account',
        params: ClubHashParamsSchema,
        querystring: PeopleListQuerySchema,
        response: withErrors({ 200: PersonCollectionSchema }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => sendJsonBody(reply, await service.listBody(requireClubContext(request), request.query, request.url)),
  );

  app.post(
    '/clubs/:clubHash/people',
    {
      schema: {
        tags: ['people'],
        summary: 'Create a person (managers); qr identifier and membership number are assigned',
        params: ClubHashParamsSchema,
        body: CreatePersonBodySchema,
        response: withErrors({ 201: PersonDetailSchema }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const created = await service.create(requireClubContext(request), request.actor!, request.body, request.ip);
      changes.invalidate('profiles');
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/clubs/:clubHash/people/:personHash',
    {
      schema: {
        tags: ['people'],
        summary: 'One person with their profiles, teams, guardians and children (managers)',
        params: PersonParamsSchema,
        response: withErrors({ 200: PersonDetailSchema }, [401, 403, 404]),
      },
    },
    (request) => service.read(requireClubContext(request), request.params.personHash),
  );

  app.patch(
    '/clubs/:clubHash/people/:personHash',
    {
      schema: {
        tags: ['people'],
        summary: 'Edit, enable or disable a person (managers; merge-patch)',
        params: PersonParamsSchema,
        body: UpdatePersonBodySchema,
        response: withErrors({ 200: PersonDetailSchema }, [400, 401, 403, 404, 415]),
      },
    },
    async (request) => {
      const { personHash } = request.params;
      const updated = await service.update(requireClubContext(request), request.actor!, personHash, request.body, request.ip);
      changes.invalidate('profiles');
      return updated;
    },
  );

  app.get(
    '/people-group-by-club',
    {
      schema: {
        tags: ['people'],
        summary: "The signed-in user's profiles grouped by club (spec 3 legacy shape)",
        response: withErrors({ 200: PeopleGroupByClubResponseSchema }, [401]),
      },
    },
    (request) => groups.forUser(request.actor!.userId),
  );
};
