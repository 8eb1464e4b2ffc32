import type { RouteDefinition } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../test-app';
import type { ClubFixture, Session, UserFixture } from '../factories';

/**
 * The authorization matrix (src/test/authorization-matrix.test.ts): every API route × actor ×
 * own/foreign club, with the expected status. Each feature declares the rows of its own routes
 * beside them (`<feature>.matrix.ts`); ./rows.ts lists those files.
 */
export type Actor = 'anonymous' | 'member' | 'guardian' | 'manager' | 'admin';
export type SignedInActor = Exclude<Actor, 'anonymous'>;
export const ACTORS: readonly Actor[] = ['anonymous', 'member', 'guardian', 'manager', 'admin'];

/**
 * What a row's request sees: who calls, in which club, with which account (none when anonymous),
 * and the test app, for requests that need to look something up (the caller's profile in the
 * club, for the `Profile` header).
 */
export type MatrixContext = { actor: Actor; club: ClubFixture; account: UserFixture | undefined; t: TestApp };

/**
 * A row's request. The path comes from the route's own pattern: `:clubHash` and `:clubShortName`
 * are the club's, every other parameter is an unknown id unless `params` names it.
 */
export type MatrixRequest = Omit<InjectOptions, 'method' | 'url' | 'path' | 'query'> & {
  params?: Record<string, string>;
  query?: Record<string, string>;
};

/** Status per actor: one number, or [own club, foreign club] for club-scoped routes. */
export type Expected = Record<Actor, number | readonly [number, number]>;

/** A club of the matrix world with one of its managers, to make real objects through the API. */
export type WorldClub = { club: ClubFixture; manager: Session };

/**
 * Clubs A (`own`: every actor's club; the admin has no profile in it) and B (`other`), the
 * actors' accounts and sessions, all made by the factories before the first request.
 */
export type MatrixWorld = {
  t: TestApp;
  own: WorldClub;
  other: WorldClub;
  accounts: Record<SignedInActor, UserFixture>;
  sessions: Record<SignedInActor, Session>;
};

/** Real objects of one club and the path parameters (and query, e.g. a photo's version) they fill. */
export type ObjectRef = { params: Record<string, string>; query?: Record<string, string> };

export type MatrixRow = {
  request: (ctx: MatrixContext) => MatrixRequest | Promise<MatrixRequest>;
  expect: Expected;
  /**
   * For a route with an object parameter besides :clubHash (a team, a person, an invitation…):
   * makes (or finds) real objects of `club` and names the parameters they fill. The matrix sends
   * the other club's objects under each actor's own club and expects 404 from everyone who
   * passes the club check; the test fails for an object route that declares none.
   */
  foreignObject?: (world: MatrixWorld, club: WorldClub) => Promise<ObjectRef>;
};

/** A feature's rows, keyed "METHOD /api/path/:param" as the app registers the route. */
export type MatrixRows = Record<string, MatrixRow>;

/**
 * A row's key from the route-table entry it covers (`[rowKey(TEAMS_ROUTES.list)]`), so rows name
 * routes by their declaration, never by a path typed again; the key is how the app registers it.
 */
export const rowKey = (route: Pick<RouteDefinition, 'method' | 'path'>) => `${route.method} ${route.path}`;
