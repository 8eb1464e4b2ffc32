import { defineRoute } from './common/route';
import { UserProfileResponseSchema } from './profile';

/** The signed-in user (spec 3): every caller reads their own, the token's subject is the only input. */
export const PROFILE_ROUTES = {
  read: defineRoute({
    method: 'GET',
    path: '/api/profile',
    summary: 'The signed-in user with their clubs, roles and profiles',
    tags: ['profile'],
    access: 'signed-in',
    status: 200,
    response: UserProfileResponseSchema,
  }),
} as const;
