import { z } from 'zod';
import { TokenResponseSchema } from './auth';

/** POST /api/impersonation: an admin (any club) or a manager (own club) acts as a profile's user. */
export const StartImpersonationBodySchema = z.object({ profileHash: z.string().min(1).max(64) });
export const ImpersonationResponseSchema = TokenResponseSchema.extend({
  impersonating: z.object({ userId: z.string(), name: z.string(), lastname: z.string(), club: z.string() }),
});
/** DELETE /api/impersonation: back to the real actor (new token for the real actor). */
export const EndImpersonationResponseSchema = TokenResponseSchema;
