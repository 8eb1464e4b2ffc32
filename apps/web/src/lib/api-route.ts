import {
  PROFILE_HEADER,
  routePath,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@tribuna/contract';
import { apiRequest } from './api-client';
import { getSession } from './session/session-store';

type Field<Key extends string, Value> = undefined extends Value ? { [K in Key]?: Value } : { [K in Key]: Value };

/**
 * An `optionalAuth` route may be called as nobody even by a signed-in person (a new account
 * claiming a record must not carry whoever signed in before): `withoutToken: true`.
 */
type TokenChoice<R extends RouteDefinition> = R['optionalAuth'] extends true ? { withoutToken?: boolean } : unknown;

/** What a call of `R` needs: exactly the parts its declaration has, typed by its schemas. */
export type CallInput<R extends RouteDefinition> = Field<'params', RouteParams<R>> &
  Field<'query', RouteQuery<R>> &
  (R['multipart'] extends true ? { body: FormData } : Field<'body', RouteBody<R>>) & {
    signal?: AbortSignal;
    /** Headers a route's caller adds (the door scanner's `X-Access-Device`). */
    headers?: Record<string, string>;
  } & TokenChoice<R>;

/** `?a=1&b[]=x&b[]=y`: arrays repeat their key, empty values are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of a call, as the API sees it (also used for links such as downloads). */
export function routeUrl<R extends RouteDefinition>(route: R, input: { params?: unknown; query?: unknown }): string {
  return routePath(route, input.params as Record<string, unknown> | undefined) + queryString(input.query as Record<string, unknown>);
}

/**
 * Refused before sending (spec 5): a call that acts as a profile needs the `Profile` header, and
 * no profile of this club is active in the session (none chosen, or one of another club).
 */
export class MissingProfileError extends Error {
  constructor(readonly clubHash: string | undefined) {
    super(`Missing value "${PROFILE_HEADER}": choose one of your profiles in club ${clubHash ?? '(none)'} before calling this route`);
    this.name = 'MissingProfileError';
  }
}

/** The profile the person acts as in `clubHash` (chosen in the profile selector or by the area guard), if any. */
export function actingProfileHash(clubHash: string | undefined): string | null {
  const current = getSession()?.currentProfile;
  if (!current || !clubHash || current.clubHash !== clubHash) return null;
  return current.profileHash;
}

/** The `Profile` header of an `actingProfile` route; throws, naming it, when there is no profile to send. */
function profileHeaders(route: RouteDefinition, params: unknown): Record<string, string> | undefined {
  if (!route.actingProfile) return undefined;
  const clubHash = (params as { clubHash?: unknown } | undefined)?.clubHash;
  const profile = actingProfileHash(typeof clubHash === 'string' ? clubHash : undefined);
  if (!profile) throw new MissingProfileError(typeof clubHash === 'string' ? clubHash : undefined);
  return { [PROFILE_HEADER]: profile };
}

/**
 * Calls a route of the contract's table: the path is built from the declaration (a missing
 * parameter throws, naming it, before anything is sent), public routes send no token (unless `optionalAuth`),
 * `actingProfile` routes send the active profile as the `Profile` header (or throw, naming it), and the answer is checked against the route's response schema, so its type is earned, not assumed.
 */
export async function callApi<R extends RouteDefinition>(route: R, input: CallInput<R>): Promise<RouteResponse<R>> {
  const {
    params,
    query,
    body,
    signal,
    withoutToken,
    headers: extraHeaders,
  } = input as {
    headers?: Record<string, string>;
    params?: unknown;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
    withoutToken?: boolean;
  };
  const url = routeUrl(route, { params, query });
  const headers = extraHeaders ? { ...extraHeaders, ...profileHeaders(route, params) } : profileHeaders(route, params);
  const raw = await apiRequest<unknown>(url, {
    method: route.method,
    headers,
    body,
    signal,
    // A public route declared `optionalAuth` answers more to a signed-in caller: send the token when there is one.
    skipAuth: withoutToken === true || (route.access === 'public' && !route.optionalAuth),
    responseType: route.download ? 'blob' : 'json',
  });
  if (route.download) return raw as RouteResponse<R>;
  if (route.status === 204) return null as RouteResponse<R>;
  return route.response.parse(raw) as RouteResponse<R>;
}
