import { z } from 'zod';
import { fieldError } from './field-errors';

/**
 * Public identifiers (clubHash, userId, profile hash, …) are opaque random strings of
 * URL-safe characters. Validating their shape early turns garbage into a 404, not a DB error.
 */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const PublicIdSchema = z.string().regex(PUBLIC_ID_PATTERN, fieldError('invalidIdentifier'));

export const ClubHashParamsSchema = z.object({ clubHash: PublicIdSchema });
export const ShortNameSchema = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, fieldError('shortnameFormat'));
export const ClubShortNameParamsSchema = z.object({ clubShortName: z.string().min(1).max(64) });
