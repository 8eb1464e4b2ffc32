import { PROFILE_HEADER, type RouteDefinition } from '@tribuna/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responseSchemasOf } from './error-statuses';
import { contextOf, type ActingContext, type ClubRequestContext, type RequestContext, type SignedInContext } from './request-context';

// Fastify's generics are not needed here: the contract route carries the types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiScope = FastifyInstance<any, any, any, any, ZodTypeProvider>;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The context a route's handler gets: a club route always has its club and viewer, except a
 * public one (e.g. an image read by its address), where no club context is loaded; an
 * `actingProfile` route also has the profile of the `Profile` header.
 */
export type ContextOf<R extends RouteDefinition> = R['access'] extends 'public'
  ? RequestContext
  : R['path'] extends `${string}/:clubHash${string}`
    ? R['actingProfile'] extends true
      ? ActingContext
      : ClubRequestContext
    : SignedInContext;

export type RouteInput<R extends RouteDefinition> = {
  ctx: ContextOf<R>;
  params: Output<R['params']>;
  query: Output<R['query']>;
  body: Output<R['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * A handler answers the success body (sent with the route's status) or the reply it already
 * sent itself (files, pre-serialized cached bodies).
 */
export type RouteHandler<R extends RouteDefinition> = (
  input: RouteInput<R>,
) => Promise<z.input<R['response']> | FastifyReply> | z.input<R['response']> | FastifyReply;

export type RouteOptions = {
  /** Replaces the validation error body (e.g. the exact team message of spec 5). */
  schemaErrorFormatter?: RouteShorthandOptions['schemaErrorFormatter'];
  bodyLimit?: number;
  validatorCompiler?: FastifySchemaCompiler<unknown>;
  /** Content types of a download's answer, for the OpenAPI document. */
  produces?: readonly string[];
};

/** The declaration's flags as route config, read by the bearer, club, feature and access hooks. */
const configOf = (route: RouteDefinition) => ({
  public: route.access === 'public',
  optionalAuth: route.optionalAuth,
  access: route.access,
  clubAccess: route.clubAccess,
  feature: route.feature,
  forbidWhileImpersonating: route.forbidWhileImpersonating,
  actingProfile: route.actingProfile,
  contractPath: route.path,
});

/**
 * The `Profile` header in the OpenAPI document. Documentation only: Node lowercases header
 * names, so this key never matches and validates nothing; the acting-profile hook
 * (acting-profile.plugin.ts) checks the header and answers 400 naming it when it is missing or
 * foreign. Loose, so the other headers pass through untouched.
 */
const ProfileHeaderDoc = z.looseObject({
  [PROFILE_HEADER]: z
    .string()
    .optional()
    .describe('Required: the public id (profileHash) of one of your enabled profiles in this club, the one you act as.'),
});

/**
 * Registers a contract route in an `/api`-prefixed scope. The hooks have already checked the
 * token, the club, the feature and the declared access when the handler runs; the handler
 * reads one context and the validated input.
 */
export function registerRoute<R extends RouteDefinition>(
  app: ApiScope,
  route: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void {
  const { produces, ...routeOptions } = options;
  app.route({
    method: route.method,
    url: route.path.replace(/^\/api/, ''),
    config: configOf(route),
    ...routeOptions,
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      // OpenAPI: no token, or the bearer token (the route reads it when sent).
      ...(route.optionalAuth ? { security: [{}, { bearerAuth: [] }] } : {}),
      ...(route.actingProfile ? { headers: ProfileHeaderDoc } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(produces ? { produces: [...produces] } : {}),
      response: responseSchemasOf(route),
    },
    handler: async (request, reply) => {
      const input = {
        ctx: contextOf(request),
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as RouteInput<R>;
      const result = await handler(input);
      if (result === reply) return reply;
      reply.code(route.status);
      return route.status === 204 ? reply.send(null) : result;
    },
  });
}
