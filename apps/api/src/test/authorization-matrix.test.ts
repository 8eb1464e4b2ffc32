import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type Actor, type Expected, type MatrixWorld, type ObjectRef } from './matrix/matrix-types';
import { loadFeatureMatrices, mergeMatrices } from './matrix/rows';
import { methodAndPath, objectParams, statusOf } from './matrix/send';
import { buildMatrixWorld } from './matrix/world';
import { createPreEnrollment } from './factories';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every API route × actor × own/foreign club, with the expected status; each feature declares
 * its rows beside its routes (`<feature>.matrix.ts`, found by ./matrix/rows.ts). Adding a route
 * without a row fails the first test, so nobody ships a route whose access was not decided.
 *
 * The data is made by the factories on an unseeded database (./matrix/world.ts): two clubs A and
 * B; a member, a guardian and a manager of A, and a platform admin without club profiles. "own"
 * is club A, "foreign" club B (for the admin, both are foreign and both allowed).
 */
const { rows: MATRIX, duplicates } = mergeMatrices(await loadFeatureMatrices());

let t: TestApp;
let world: MatrixWorld;
let dataDir: string;

beforeAll(async () => {
  // Photos and logos are written under DATA_DIR: a directory of this run only.
  dataDir = mkdtempSync(join(tmpdir(), 'tribuna-matrix-'));
  t = await createTestApp({ RATE_LIMIT: 'false', DATA_DIR: dataDir }, { seed: false });
  world = await buildMatrixWorld(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ownStatus = (expected: Expected[Actor]) => (Array.isArray(expected) ? expected[0] : expected) as number;

/**
 * With another club's real object under one's own club, whoever passes the club check must get
 * 404 (the object does not exist here); the others keep their 401 or 403, and a request refused
 * before any object is looked up keeps its 400 (an admin without a profile of their own in the
 * club sends no `Profile` header on thread and message routes).
 */
function foreignObjectStatus(expected: Expected[Actor]): number {
  const own = ownStatus(expected);
  return own === 400 || own === 401 || own === 403 ? own : 404;
}

describe('authorization matrix', () => {
  const registered = () =>
    t.app.registeredRoutes.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);

  it('has a row for every registered /api route (HEAD mirrors GET), and none for a route that does not exist', () => {
    const missing = registered().filter((key) => !(key in MATRIX));
    expect(missing, 'routes without an authorization matrix row').toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !registered().includes(key));
    expect(stale, 'matrix rows for routes that no longer exist').toEqual([]);
  });

  it('has each route in one feature file only', () => {
    expect(duplicates, 'routes with rows in two matrix files').toEqual([]);
  });

  it('says, for every route with an object parameter besides :clubHash, how to make a real one (foreignObject)', () => {
    const objectRoutes = Object.keys(MATRIX).filter((key) => objectParams(key).length > 0);
    expect(
      objectRoutes.filter((key) => !MATRIX[key]!.foreignObject),
      'object routes without foreignObject',
    ).toEqual([]);
    const needless = Object.keys(MATRIX).filter((key) => MATRIX[key]!.foreignObject && objectParams(key).length === 0);
    expect(needless, 'foreignObject on routes without an object parameter').toEqual([]);
  });

  for (const [key, row] of Object.entries(MATRIX)) {
    it.each(ACTORS)(`${key} as %s`, async (actor) => {
      const expected = row.expect[actor];
      const [own, foreign] = Array.isArray(expected) ? expected : [expected, expected];
      expect(await statusOf(world, key, row, actor, world.own.club), 'own club').toBe(own);
      expect(await statusOf(world, key, row, actor, world.other.club), 'foreign club').toBe(foreign);
    });
  }

  describe("another club's real object under one's own club", () => {
    for (const [key, row] of Object.entries(MATRIX)) {
      if (!row.foreignObject) continue;
      it(`${key}: 404 to everyone past the club check`, async () => {
        const foreign = await row.foreignObject!(world, world.other);
        const params = objectParams(key);
        expect(Object.keys(foreign.params).sort(), 'the parameters foreignObject fills').toEqual([...params].sort());
        // Several objects (a team and a person): also each foreign one among real objects of one's own club.
        const variants: ObjectRef[] = [foreign];
        if (params.length > 1) {
          const own = await row.foreignObject!(world, world.own);
          for (const param of params) variants.push({ ...own, params: { ...own.params, [param]: foreign.params[param]! } });
        }
        for (const variant of variants) {
          for (const actor of ACTORS) {
            const status = await statusOf(world, key, row, actor, world.own.club, variant);
            expect(status, `${actor} with ${JSON.stringify(variant.params)}`).toBe(foreignObjectStatus(row.expect[actor]));
          }
        }
        // Last (it may delete the object): in its own club the object is real and reachable.
        const home = await statusOf(world, key, row, 'admin', world.other.club, foreign);
        expect([401, 403, 404], `an admin in the object's own club (status ${home})`).not.toContain(home);
        expect(home, 'no server error').toBeLessThan(500);
      });
    }
  });

  /**
   * A pre-enrolment (POST /api/profiles/{profileType} without an invitation) grants nothing until
   * a manager accepts it: its account, in its own club, gets what a member of another club gets.
   */
  describe('a pre-enrolled member of club A, not yet accepted, is a stranger there', () => {
    let pending: MatrixWorld;
    beforeAll(async () => {
      const { applicant } = await createPreEnrollment(t, world.own.club);
      pending = {
        ...world,
        accounts: { ...world.accounts, member: applicant.user },
        sessions: { ...world.sessions, member: applicant },
      };
    });
    // Club routes: elsewhere a club profile changes nothing (and some rows, like registering an
    // address made from the actor's name, can only succeed once per actor).
    for (const [key, row] of Object.entries(MATRIX).filter(([k]) => k.includes(':club'))) {
      it(`${key} as a pre-enrolled member`, async () => {
        const expected = row.expect.member;
        const asStranger = Array.isArray(expected) ? expected[1] : expected;
        expect(await statusOf(pending, key, row, 'member', world.own.club)).toBe(asStranger);
      });
    }
  });

  it('answers 404 for an unknown club to every signed-in actor, 401 to the anonymous one', async () => {
    const unknown = { ...world.own.club, hash: 'AAAAAAAAAAAAAAAAAAAAAA', shortname: 'no-such-club' };
    for (const [key, row] of Object.entries(MATRIX).filter(([k]) => k.includes(':club'))) {
      for (const actor of ACTORS) {
        const isPublic = t.app.registeredRoutes.some((r) => `${r.method} ${r.url}` === key && r.public);
        const anonymousOnProtected = actor === 'anonymous' && methodAndPath(key)[1].includes(':clubHash') && !isPublic;
        expect(await statusOf(world, key, row, actor, unknown), `${key} as ${actor}`).toBe(anonymousOnProtected ? 401 : 404);
      }
    }
  });
});
