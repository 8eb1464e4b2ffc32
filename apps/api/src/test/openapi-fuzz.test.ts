import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { clubs } from '../db/schema';
import { UNCHECKED_INPUT_LOG } from '../plugins/error-handler.plugin';
import { harvestIds } from './fuzz/known-ids';
import { LogWatch } from './fuzz/log-watch';
import { requestsFor, type FuzzRequest, type OpenApiOperation, type UploadSamples } from './fuzz/operation-requests';
import { problemWith, sendFuzzRequest, urlOf, type KnownIds } from './fuzz/send-request';
import { bearer, DEMO_PASSWORD, testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Every operation the served OpenAPI document lists gets schema-shaped and mutated requests
 * (controls, NUL, numbers past the column, wrong types, deep nesting, odd bodies) as the demo
 * manager and anonymously. None may answer 5xx or leak internals, and none may reach
 * PostgreSQL with a value it refuses (the error handler's safety net turns those into 400s and
 * logs a warning, caught here: it means a contract schema lacks a bound). New routes are
 * covered without a line here: the list comes from the document.
 *
 * Reproduce a failure with the printed seed: FUZZ_SEED=<seed> npx vitest run … openapi-fuzz.
 */
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20240508);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);
const PARALLEL_OPERATIONS = 3;
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'] as const;
const MANAGER = 'manager@demo.test';

type Operation = { method: string; path: string; spec: OpenApiOperation };

/** A stable seed per operation: adding a route does not change the others' inputs. */
function seedOf(operation: Operation): number {
  let hash = BASE_SEED | 0;
  for (const char of `${operation.method} ${operation.path}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
const logs = new LogWatch((line) => line.level >= 50 || line.msg === UNCHECKED_INPUT_LOG);
let operations: Operation[] = [];
let known: KnownIds = { clubs: [], others: [] };
let samples: UploadSamples;
let managerToken = '';
let signingIn: Promise<void> | null = null;

async function signIn(): Promise<string> {
  const payload = { username: MANAGER, password: DEMO_PASSWORD };
  const response = await app.inject({ method: 'POST', url: '/api/authentication_token', payload });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** Fuzzed logouts, password changes or impersonations may end the manager's session: sign in again. */
async function keepManagerSignedIn(): Promise<void> {
  signingIn ??= (async () => {
    const check = await app.inject({ url: '/api/profile', headers: bearer(managerToken) });
    if (check.statusCode === 401) managerToken = await signIn();
  })().finally(() => {
    signingIn = null;
  });
  await signingIn;
}

async function sendAsEveryone(operation: Operation, request: FuzzRequest): Promise<void> {
  const url = urlOf(operation.path, request, known);
  for (const actor of ['manager', 'anonymous'] as const) {
    const response = await sendFuzzRequest(app, url, request, actor === 'manager' ? managerToken : null);
    const logged = logs.about(String(response.headers['x-request-id']));
    const problem = problemWith(response) ?? logged;
    if (problem) {
      const why = logged && logged !== problem ? `\n${logged}` : '';
      throw new Error(`${problem} as ${actor}: ${operation.method} ${url.slice(0, 200)}\n${response.body.slice(0, 400)}${why}`);
    }
    if (actor === 'manager' && response.statusCode === 401) await keepManagerSignedIn();
  }
}

async function fuzz(operation: Operation): Promise<string | null> {
  const seed = seedOf(operation);
  const details = await fc.check(
    fc.asyncProperty(requestsFor(operation.method, operation.spec, samples), (request) => sendAsEveryone(operation, request)),
    { seed, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
  );
  if (!details.failed) return null;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const input = JSON.stringify(details.counterexample?.[0])?.slice(0, 400);
  return `${operation.method} ${operation.path} (seed ${seed}, path ${details.counterexamplePath}):\n${error}\ninput: ${input}`;
}

/** Reads first, changes next, deletions last, a few operations at a time. */
async function fuzzAll(list: Operation[]): Promise<string[]> {
  const order = (o: Operation) => METHODS.indexOf(o.method.toLowerCase() as (typeof METHODS)[number]);
  const queue = [...list].sort((a, b) => order(a) - order(b));
  const failures: string[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const failure = await fuzz(next);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_OPERATIONS }, worker));
  return failures;
}

describe('every operation of the OpenAPI document survives hostile input', () => {
  beforeAll(async () => {
    // Uploads that get through land in a throwaway directory.
    dataDir = mkdtempSync(join(tmpdir(), 'tribuna-fuzz-'));
    database = await createTestDatabase();
    // As createTestApp, but with a logger: 5xx and unchecked-input warnings are findings too.
    const config = testConfig({ DATA_DIR: dataDir });
    app = await buildApp({ config, database: database.database, logger: { level: 'warn', stream: logs.stream } });
    await app.ready();
    managerToken = await signIn();
    samples = {
      image: await sharp({ create: { width: 2, height: 2, channels: 3, background: '#1a7f37' } })
        .png()
        .toBuffer(),
      csv: Buffer.from('name,surname,email\nAna,García,ana@example.test\n'),
    };
    const document = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => (METHODS as readonly string[]).includes(method))
        .map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
    );
    const clubHashes = (await database.database.db.select({ hash: clubs.publicId }).from(clubs)).map((club) => club.hash).sort();
    const reads = operations.filter((o) => o.method === 'GET').map((o) => o.path);
    known = { clubs: clubHashes, others: await harvestIds(app, reads, clubHashes, managerToken) };
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'answers below 500, without internals, in the contract error shape',
    async () => {
      expect(operations.length).toBeGreaterThan(60);
      expect(known.clubs.length).toBeGreaterThan(0);
      expect(known.others.length).toBeGreaterThan(0);
      const failures = await fuzzAll(operations);
      expect(failures, `base seed ${BASE_SEED}\n\n${failures.join('\n\n')}`).toEqual([]);
    },
    120_000 * Math.max(1, RUNS_PER_OPERATION / 30),
  );
});
