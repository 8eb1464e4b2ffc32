import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import { startApiProcesses, startNginx, stopChild, waitUntilReady } from '../../../../../scripts/cluster-kit.mjs';
import { rowsOf } from '../../db/rows';
import { REPO_ROOT } from '../../paths';
import { createTestDatabase, type TestDatabase } from '../test-database';

const API_ROOT = join(REPO_ROOT, 'apps/api');

/**
 * The server bundled from source, as `npm run build` bundles it (apps/api/scripts/build.mjs), but
 * into a folder of its own: Vitest runs before the production build in `npm test`, and another
 * build may empty apps/api/dist meanwhile. One bundle starts three processes far faster than
 * three tsx processes transpiling every file. It sits under apps/api/node_modules so the npm
 * packages it leaves external resolve exactly as they do for the API.
 */
async function bundleServer(): Promise<{ serverJs: string; remove(): void }> {
  mkdirSync(join(API_ROOT, 'node_modules'), { recursive: true });
  const outdir = mkdtempSync(join(API_ROOT, 'node_modules', '.cache-cluster-test-'));
  await build({
    entryPoints: { server: join(API_ROOT, 'src/server.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@tribuna/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  cpSync(join(API_ROOT, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  return { serverJs: join(outdir, 'server.js'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** A port nobody listens on now (the OS picks it), so parallel runs on one machine never clash. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type Cluster = {
  /** nginx in front of every process. */
  proxy: string;
  /** Each API process by its own port, to choose which one answers. */
  processes: string[];
  testDb: TestDatabase;
  stop(): Promise<void>;
};

/**
 * `count` API processes (the production server, NODE_ENV=test so the shop's test provider pays)
 * on a fresh PostgreSQL database with the demo data, behind nginx from the shared template.
 */
export async function startCluster(count: number): Promise<Cluster> {
  const [testDb, bundle] = await Promise.all([createTestDatabase(), bundleServer()]);
  const [row] = rowsOf<{ name: string }>(await testDb.database.db.execute(sql`select current_database() as name`));
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
  databaseUrl.pathname = `/${row!.name}`;
  const ports: number[] = [];
  for (let n = 0; n <= count; n++) ports.push(await freePort());
  const [proxyPort, ...apiPorts] = ports as [number, ...number[]];
  const output: string[] = [];
  const children: ChildProcess[] = startApiProcesses({
    ports: apiPorts,
    args: [bundle.serverJs],
    env: {
      DATABASE_URL: databaseUrl.toString(),
      NODE_ENV: 'test',
      JWT_SECRET: 'cluster-journey-secret-cluster-journey-0',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(bundle.serverJs, '..', 'no-web-build'),
    },
    onOutput: (index, chunk) => output.push(`[api ${index}] ${String(chunk)}`),
  });
  let nginx: ReturnType<typeof startNginx> | undefined;
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    await nginx?.stop();
    bundle.remove();
    await testDb.drop();
  };
  try {
    const processes = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(processes.map((base) => waitUntilReady(base, 90_000)));
    nginx = startNginx({ port: proxyPort, apiPorts });
    const proxy = `http://127.0.0.1:${proxyPort}`;
    await waitUntilReady(proxy, 15_000);
    return { proxy, processes, testDb, stop };
  } catch (error) {
    await stop();
    throw new Error(`the cluster did not start: ${(error as Error).message}\n${output.join('').slice(-3000)}`);
  }
}
