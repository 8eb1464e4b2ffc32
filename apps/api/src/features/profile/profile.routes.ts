import { UserProfileResponseSchema } from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { withErrors } from '../../lib/http';
import { presentUserProfile } from './profile.presenter';
import { ProfileRepository } from './profile.repository';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = new ProfileRepository(db);

  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user with their clubs, roles and profiles',
        response: withErrors({ 200: UserProfileResponseSchema }, [401]),
      },
    },
    async (request) => {
      // Every caller may read their own profile: the token's subject is the only input.
      const rows = await repository.findWithProfiles(request.actor!.userId);
      // A valid token for an account that was since disabled or deleted no longer counts.
      if (rows.length === 0) throw errors.unauthenticated();
      return presentUserProfile(rows);
    },
  );
};
