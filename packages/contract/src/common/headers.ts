/** The header naming the profile the caller acts as on thread and message calls (spec 5). Kept free of zod: the light first pages use it. */
export const PROFILE_HEADER = 'Profile';
