import { PUBLIC_ID_PATTERN } from '@tribuna/contract';
import type { FastifyInstance } from 'fastify';

/** Values of keys ending in "hash" or "Hash" in an answer: identifiers of things that exist. */
function collectIds(body: unknown, into: Set<string>): void {
  const stack: unknown[] = [body];
  while (stack.length > 0 && into.size < 1000) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (/hash$/i.test(key) && typeof child === 'string' && PUBLIC_ID_PATTERN.test(child)) into.add(child);
      else stack.push(child);
    }
  }
}

/**
 * Identifiers of real things (people, teams, invitations…), so generated requests can get past
 * the 404s into the services: every read that needs no more than a club, as the signed-in
 * user, in every club. Done once before fuzzing, and sorted, so a seed replays the same.
 */
export async function harvestIds(app: FastifyInstance, readPaths: string[], clubHashes: string[], token: string): Promise<string[]> {
  const found = new Set<string>();
  for (const path of readPaths.filter((p) => !/\{(?!clubHash\})/.test(p))) {
    for (const club of path.includes('{clubHash}') ? clubHashes : ['']) {
      const response = await app.inject({ url: path.replace('{clubHash}', club), headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode === 200 && String(response.headers['content-type']).includes('json')) collectIds(response.json(), found);
    }
  }
  return [...found].filter((id) => !clubHashes.includes(id)).sort();
}
