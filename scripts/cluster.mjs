// `npm run start:cluster`: Tribuna as several API processes behind nginx on one machine. Builds
// (like `npm start`), migrates the PostgreSQL database once, starts CLUSTER_PROCESSES (3) API
// processes on loopback ports from CLUSTER_API_PORT (PORT + 1) and nginx on PORT (3000) in front
// of them. Ctrl-C or SIGTERM stops them all. Requires DATABASE_URL (processes share one database)
// and nginx (Debian's package). CLUSTER_SKIP_BUILD=1 reuses the existing build.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';
import {
  apiPortsFrom,
  findNginx,
  NGINX_HINT,
  REPO_ROOT,
  startApiProcesses,
  startNginx,
  stopChild,
  waitUntilReady,
} from './cluster-kit.mjs';

const fail = (message) => {
  console.error(`✖ ${message}`);
  process.exit(1);
};

if (!process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is required: the processes of a cluster share one PostgreSQL database (the embedded one belongs to a single process). ' +
      'Example: DATABASE_URL=postgres://user:password@127.0.0.1:5432/tribuna npm run start:cluster',
  );
}
if (process.env.NODE_ENV === 'production' && !process.env.JWT_SECRET) {
  fail('JWT_SECRET is required with NODE_ENV=production (at least 32 characters, the same for every process)');
}
if (!findNginx()) fail(NGINX_HINT);
const count = Number(process.env.CLUSTER_PROCESSES ?? 3);
if (!Number.isInteger(count) || count < 1 || count > 64) fail('CLUSTER_PROCESSES must be a whole number from 1 to 64');
const port = Number(process.env.PORT ?? 3000);
const apiPorts = apiPortsFrom(Number(process.env.CLUSTER_API_PORT ?? port + 1), count);
if (apiPorts.includes(port)) fail(`CLUSTER_API_PORT must leave PORT ${port} to nginx`);

if (!process.env.CLUSTER_SKIP_BUILD) run('npm', ['run', 'build']);
// Once, here: the processes start with MIGRATE_ON_START=false instead of racing to migrate.
run('npm', ['run', 'db:migrate']);

/**
 * Every process must sign and check tokens with one secret. Without JWT_SECRET a single process
 * keeps a generated one in DATA_DIR/jwt-secret; N processes starting at once would each write
 * their own, so the cluster reads or writes that file once, first, and hands it to all of them.
 */
function sharedJwtSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const dataDir = process.env.DATA_DIR ?? join(REPO_ROOT, 'data');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const processes = startApiProcesses({ ports: apiPorts, env: { JWT_SECRET: sharedJwtSecret() } });
let nginx;
let stopping = false;
const stopAll = async (code) => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the cluster…');
  // The API processes first: they drain their requests and end their event streams; then nginx.
  await Promise.all(processes.map((child) => stopChild(child)));
  await nginx?.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
for (const child of processes) {
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`✖ an API process stopped (${signal ?? `exit ${code}`}); stopping the cluster`);
    void stopAll(1);
  });
}

try {
  await Promise.all(apiPorts.map((p) => waitUntilReady(`http://127.0.0.1:${p}`, 120_000)));
  nginx = startNginx({ port, apiPorts, host: process.env.HOST ?? '0.0.0.0' });
  nginx.child.on('exit', (code) => {
    if (!stopping) {
      console.error(`✖ nginx stopped (exit ${code}); stopping the cluster`);
      void stopAll(1);
    }
  });
  await waitUntilReady(`http://127.0.0.1:${port}`, 30_000);
  console.log(`\nTribuna: ${count} API processes (ports ${apiPorts.join(', ')}) behind nginx on http://localhost:${port}`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  await stopAll(1);
}
