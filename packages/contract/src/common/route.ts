import type { z } from 'zod';
import type { FeatureCode } from './features';

/**
 * The typed route table: every API call is declared once here (method, path, schemas, who may
 * call it), the API registers its routes from these declarations and the web app calls them
 * through one typed client, so a path or an answer's shape is never typed by hand twice.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Error statuses a route may answer beyond the ones its declaration implies (401 for public
 * routes that check credentials of their own: login, refresh; 403 and 404 for routes that judge
 * a club named in the query or body, not in the path).
 */
export type ExtraErrorStatus = 401 | 403 | 404 | 409 | 413 | 422 | 429;

/**
 * Who may call a route:
 * - 'public': no token needed (a token, if sent, is ignored by the access check);
 * - 'signed-in': any valid token;
 * - a named action (`teams.manage`): judged by the API's access rules for the caller in the
 *   club of `:clubHash` (or platform-wide for routes without a club).
 */
export type RouteAccess = 'public' | 'signed-in' | `${string}.${string}`;

export type RouteDefinition = {
  method: HttpMethod;
  /** Express-style path with `:name` parameters, always under /api. */
  path: `/api/${string}`;
  summary: string;
  /** Longer OpenAPI text, when the summary cannot say it all. */
  description?: string;
  tags: readonly string[];
  access: RouteAccess;
  /**
   * A public route whose answer depends on who asks when a token is sent (GET /api/clubs/{clubHash}:
   * members get the detail). The web client sends the token when it has one; the route reads it.
   */
  optionalAuth?: boolean;
  /**
   * For `:clubHash` routes: 'member' (default) needs a profile in the club or the admin flag;
   * 'any' only needs the club to exist (e.g. asking a club for access).
   */
  clubAccess?: 'member' | 'any';
  /**
   * The club's feature that must be on, else 403 FEATURE_DISABLED. A list means every one of them
   * (the children's cards need both the private area and records_from_children).
   */
  feature?: FeatureCode | readonly FeatureCode[];
  /** Refuses impersonation tokens (password change, admin routes, new impersonations…). */
  forbidWhileImpersonating?: boolean;
  /**
   * The call acts as the profile named by the `Profile` header (spec 5: thread and message calls),
   * which must be one of the caller's enabled profiles in the club: else 400 naming the header.
   * The web client sends the active profile, and refuses to send without one.
   */
  actingProfile?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body (merge-patch JSON for PATCH). */
  body?: z.ZodType;
  /** A multipart upload (file fields are read by the handler, not by a schema). */
  multipart?: boolean;
  /** Success status; 204 answers have `response: z.null()`; 302 is a redirect (the handler answers with reply.redirect). */
  status: 200 | 201 | 202 | 204 | 302;
  /** Success body. For downloads, the schema documents nothing and `download` is set. */
  response: z.ZodType;
  /** The answer is a file (CSV, XLSX, PDF, image): the client reads a Blob. */
  download?: boolean;
  /** Statuses the declaration does not imply (a conflict, a rate limit, an oversized upload). */
  errors?: readonly ExtraErrorStatus[];
};

/** Declares one route; `const` keeps the literal path and schemas for inference. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller sends: path params, query and body as the schemas accept them. */
export type RouteParams<R extends RouteDefinition> = Input<R['params']>;
export type RouteQuery<R extends RouteDefinition> = Input<R['query']>;
export type RouteBody<R extends RouteDefinition> = Input<R['body']>;
/** What the route answers on success. */
export type RouteResponse<R extends RouteDefinition> = R['download'] extends true ? Blob : z.output<R['response']>;

/** True when the route's path names the club it works in. */
export const isClubRoute = (route: Pick<RouteDefinition, 'path'>): boolean => route.path.includes('/:clubHash');

/**
 * The concrete path of a route: each `:name` replaced by its encoded value. A missing value is
 * a programming error and throws, naming it (spec 5: the client raises an error naming the
 * missing value before sending).
 */
export function routePath(route: Pick<RouteDefinition, 'path'>, params: Record<string, unknown> | undefined): string {
  return route.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing route parameter: ${name}`);
    return encodeURIComponent(String(value));
  });
}
