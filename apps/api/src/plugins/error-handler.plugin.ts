import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { inputDataErrorCode, isDatabaseUnavailable } from '../lib/db-errors';
import { AppError, errors, isAppError } from '../lib/errors';
import { isApiPath } from '../lib/http';
import { schemaProblems } from '../lib/schema-problems';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the web plugin: answers non-API GETs that match no route (history fallback). */
    spaFallback: ((request: FastifyRequest, reply: FastifyReply) => unknown) | null;
  }
}

/** Logged (warn) when PostgreSQL refuses a request's value: a contract schema lacks a bound. */
export const UNCHECKED_INPUT_LOG = 'input reached the database unchecked';

/**
 * Seconds a client waits before asking again while the database is unreachable: a restart or a
 * fail-over takes a few seconds, and the pool fails fast (DB_CONNECT_TIMEOUT_MS) meanwhile.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Maps framework and plugin errors onto the factories' stable codes. */
function toAppError(error: FastifyError & { validationContext?: string }): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed identifier in the path names nothing that can exist: not found, not invalid.
    if (error.validationContext === 'params') return errors.notFound();
    return errors.validation(schemaProblems(error.validation, error.validationContext));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errors.malformedBody();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errors.payloadTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return error.statusCode === 415 ? errors.unsupportedMediaType() : errors.malformedBody();
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return errors.malformedBody();
  if (inputDataErrorCode(error)) return errors.validation([{ field: 'request', code: 'valueOutOfRange' }]);
  if (isDatabaseUnavailable(error)) return errors.serviceUnavailable();
  const status = error.statusCode ?? 500;
  if (status === 401) return errors.unauthenticated();
  if (status === 403) return errors.forbidden();
  if (status === 404) return errors.notFound();
  if (status === 413) return errors.payloadTooLarge();
  if (status === 415) return errors.unsupportedMediaType();
  if (status === 429) return errors.rateLimited();
  if (status >= 400 && status < 500) return errors.malformedBody();
  return errors.internal();
}

/**
 * One error handler and one not-found handler for the whole app: every error leaves as the
 * contract's JSON body; a 5xx is logged with its request id and its body reveals nothing.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.decorate('spaFallback', null);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode === 503) {
      // Degraded mode (decision 0016): one short line per refused request, not a stack each.
      request.log.warn({ reqId: request.id, err: { message: error.message, code: error.code } }, 'database unavailable');
      // A public page or public read answered before: its last good answer, marked stale.
      if (app.serveStale?.(request, reply)) return reply;
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (appError.statusCode >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
    } else if (inputDataErrorCode(error)) {
      // A safety net, not a design: the contract schema should have refused this value.
      request.log.warn({ err: error, reqId: request.id, sqlState: inputDataErrorCode(error) }, UNCHECKED_INPUT_LOG);
    }
    // Every error answer names its request (issue 26): support finds the log line from the body a
    // person pastes, a 4xx as much as a 5xx. The id is random, so it reveals nothing.
    // Our own bodies are already in contract shape; skip the route's response schemas so an
    // error can never turn into a serialization failure.
    return reply
      .code(appError.statusCode)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(appError.toBody(request.id));
  });

  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !isApiPath(request.url) && app.spaFallback) return app.spaFallback(request, reply);
    const error = isApiPath(request.url) ? errors.routeNotFound() : errors.notFound();
    return reply.code(404).type('application/json; charset=utf-8').serializer(JSON.stringify).send(error.toBody(request.id));
  });
});

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a
 * path that is not valid percent-encoding, or a path parameter longer than any identifier.
 * Answered in the contract's shape instead of Fastify's own.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError =
    error.code === 'FST_ERR_BAD_URL'
      ? errors.validation([{ field: 'path', code: 'pathEncoding' }])
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? errors.notFound()
        : toAppError(error);
  if (appError.statusCode >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
  return reply
    .code(appError.statusCode)
    .header('x-request-id', request.id)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(appError.toBody(request.id));
}
