import { ErrorBodySchema, GenericErrorBodySchema } from '@tribuna/contract';
import type { FastifyReply } from 'fastify';
import { encode, type z } from 'zod';

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

/**
 * A response body serialized ahead of time, exactly as the route's serializer would
 * (fastify-type-provider-zod encodes through the schema, then JSON.stringify): the contract is
 * still enforced, once, when the body is made. Used for bodies kept in a read cache.
 */
export function jsonBody<S extends z.ZodType>(schema: S, value: z.output<S>): string {
  return JSON.stringify(encode(schema, value));
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a body made by jsonBody(). With a JSON content type and a string, Fastify skips
 * serialization (the route keeps its response schema for OpenAPI), and Node writes headers and
 * body in one chunk (a Buffer body would take a second one).
 */
export function sendJsonBody(reply: FastifyReply, body: string): FastifyReply {
  return reply.header('content-type', JSON_CONTENT_TYPE).send(body);
}
