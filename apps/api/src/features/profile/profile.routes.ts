import { UserProfileResponseSchema } from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { errors } from '../../lib/errors';
import { jsonBody, sendJsonBody, withErrors } from '../../lib/http';
import { presentUserProfile } from './profile.presenter';
import { PROFILE_TABLES, ProfileRepository } from './profile.repository';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeFeed }> = async (app, { db, changes }) => {
  const repository = new ProfileRepository(db);
  // Serialized responses by user public id, cleared on any write to the tables read.
  const cache = changes.cache<string>(PROFILE_TABLES);

  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user with their clubs, roles and profiles',
        response: withErrors({ 200: UserProfileResponseSchema }, [401]),
      },
    },
    async (request, reply) => {
      // Every caller may read their own profile: the token's subject is the only input.
      const { userId, impersonatorId } = request.actor!;
      if (impersonatorId) {
        // Impersonation is rare and its answer names the real actor: read it fresh, never cache it.
        const [rows, impersonator] = await Promise.all([repository.findWithProfiles(userId), repository.findActorSummary(impersonatorId)]);
        if (rows.length === 0 || !impersonator) throw errors.unauthenticated();
        return sendJsonBody(reply, jsonBody(UserProfileResponseSchema, { ...presentUserProfile(rows), impersonator }));
      }
      const body = await cache.getOrLoad(userId, async () => {
        const rows = await repository.findWithProfiles(userId);
        return rows.length === 0 ? undefined : jsonBody(UserProfileResponseSchema, presentUserProfile(rows));
      });
      // A valid token for an account that was since disabled or deleted no longer counts.
      if (!body) throw errors.unauthenticated();
      return sendJsonBody(reply, body);
    },
  );
};
