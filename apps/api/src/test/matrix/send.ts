import type { InjectOptions } from 'fastify';
import type { ClubFixture } from '../factories';
import type { Actor, MatrixRow, MatrixWorld, ObjectRef } from './matrix-types';
import { UNKNOWN_ID } from './expectations';

export const methodAndPath = (key: string) => key.split(' ') as [InjectOptions['method'], string];

/** The path parameters of a route pattern, in order ("/a/:x/b/:y" → ["x", "y"]). */
export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

/** Parameters naming an object inside a club (a team, a person…): all but :clubHash, on club routes. */
export const objectParams = (key: string) => {
  const params = pathParams(methodAndPath(key)[1]);
  return params.includes('clubHash') ? params.filter((p) => p !== 'clubHash') : [];
};

/** Sends the row's request as `actor` in `club`; `objects` fills object parameters with real ids. */
export async function statusOf(
  world: MatrixWorld,
  key: string,
  row: MatrixRow,
  actor: Actor,
  club: ClubFixture,
  objects?: ObjectRef,
): Promise<number> {
  const [method, pattern] = methodAndPath(key);
  const account = actor === 'anonymous' ? undefined : world.accounts[actor];
  const { params, query, headers, ...rest } = await row.request({ actor, club, account, t: world.t });
  const values: Record<string, string> = { clubHash: club.hash, clubShortName: club.shortname, ...params, ...objects?.params };
  // A wildcard route ("/static/*") names its own path through `params["*"]`.
  const url = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? UNKNOWN_ID).replace('*', values['*'] ?? '');
  const token = actor === 'anonymous' ? undefined : world.sessions[actor].headers;
  const response = await world.t.app.inject({
    method,
    url,
    query: { ...query, ...objects?.query },
    ...rest,
    headers: { ...token, ...headers },
  });
  // An event stream stays open until its reader leaves.
  if (rest.payloadAsStream) response.stream().destroy();
  return response.statusCode;
}
