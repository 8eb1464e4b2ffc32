import { ErrorBodySchema, GenericErrorBodySchema, isClubRoute, type RouteDefinition } from '@tribuna/contract';
import type { z } from 'zod';

/**
 * The error statuses a route can answer, derived from its declaration instead of listed by
 * hand: a body can be refused (400, too large 413, wrong type 415); a query or path can be
 * invalid (400) or name nothing (404); an acting-profile route needs its `Profile` header
 * (400); a club route can name an unknown club (404) or one the caller is not in (403);
 * anything not public needs a token (401); a named action, a feature or an impersonation ban
 * can refuse (403). Extra statuses come from `errors` (409, 422, 429…).
 */
export function errorStatusesOf(route: RouteDefinition): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  if (route.body || route.multipart) [400, 413, 415].forEach((s) => statuses.add(s));
  if (route.query) statuses.add(400);
  // The `Profile` header is missing or not one of the caller's profiles.
  if (route.actingProfile) statuses.add(400);
  if (route.params) statuses.add(404);
  if (isClubRoute(route)) [403, 404].forEach((s) => statuses.add(s));
  // A route reading an optional token refuses an invalid one (so the client refreshes it).
  if (route.access !== 'public' || route.optionalAuth) statuses.add(401);
  if (route.access.includes('.') || route.feature || route.forbidWhileImpersonating) statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

/** Response schemas for OpenAPI and serialization: the success body plus each error body. */
export function responseSchemasOf(route: RouteDefinition): Record<number, z.ZodType> {
  const out: Record<number, z.ZodType> = { [route.status]: route.response };
  for (const status of errorStatusesOf(route)) out[status] = status === 400 ? ErrorBodySchema : GenericErrorBodySchema;
  return out;
}
