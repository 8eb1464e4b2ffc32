import { ErrorBodySchema, GenericErrorBodySchema } from '@tribuna/contract';
import type { z } from 'zod';

/** Paths under /api belong to the JSON API; everything else is the single-page app. */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * Response schemas for a route: its success schemas plus the contract's error body for each
 * error status it can answer (documented in OpenAPI). A 400 may be a validation body or a
 * generic one (malformed JSON), hence the union.
 */
export function withErrors<T extends Record<number, z.ZodType>>(success: T, statuses: ErrorStatus[]) {
  const out: Record<number, z.ZodType> = { ...success };
  for (const status of statuses) out[status] = status === 400 ? ErrorBodySchema : GenericErrorBodySchema;
  return out as T & Record<ErrorStatus, z.ZodType>;
}
