// `npm run smoke`: the whole system starts and answers a signed-in user. Where a container engine
// runs (`docker info` succeeds), it is compose.yaml's system (image built, migrations once, three
// replicas, nginx, PostgreSQL, the S3 store); elsewhere the same checks run against the processes
// started directly: the built server (npm run build first, or SMOKE_SKIP_BUILD=1), three of them
// behind nginx on a fresh PostgreSQL database (SMOKE_DATABASE_URL or TEST_DATABASE_URL names the
// server) seeded with the demo data (the built seed command: it migrates first).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createFreshDatabase } from './database.mjs';
import { apiPortsFrom, startApiProcesses, startNginx, stopChild, waitUntilReady } from './cluster-kit.mjs';
import { run } from './run.mjs';

const DEMO_ACCOUNT = { username: 'manager@demo.test', password: 'Demo1234!' };

/** The checks: ready through nginx, a demo sign-in, the signed-in user's profile. */
async function checkSystem(base) {
  await waitUntilReady(base, 180_000);
  const health = await fetch(`${base}/health`);
  console.log(`  /health → ${health.status}`);
  const login = await fetch(`${base}/api/authentication_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  if (!login.ok) throw new Error(`sign-in as ${DEMO_ACCOUNT.username}: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const profile = await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
  if (!profile.ok) throw new Error(`GET /api/profile: ${profile.status} ${await profile.text()}`);
  const { username } = await profile.json();
  if (username !== DEMO_ACCOUNT.username) throw new Error(`GET /api/profile answered ${username}`);
  console.log(`  signed in as ${username} through ${base}; GET /api/profile → ${profile.status}`);
}

/** A running engine and the compose plugin (the CLI alone, as on this project's CI machine, is not enough). */
const engineRuns = () =>
  spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0 &&
  spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;

async function smokeCompose() {
  const port = process.env.SMOKE_PORT ?? '8080';
  // The demo accounts (to sign in) are seeded by the one-shot migrate step; a throwaway secret.
  const env = {
    ...process.env,
    TRIBUNA_HTTP_PORT: port,
    SEED_DEMO: 'true',
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
  };
  console.log('smoke: docker compose (image build, migrate once, 3 replicas behind nginx)');
  run('docker', ['compose', 'up', '-d', '--build'], { env });
  try {
    await checkSystem(`http://127.0.0.1:${port}`);
  } finally {
    spawnSync('docker', ['compose', 'down', '--volumes'], { stdio: 'inherit', env });
  }
}

async function smokeProcesses() {
  const baseUrl = process.env.SMOKE_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const port = Number(process.env.SMOKE_PORT ?? 3250);
  const apiPorts = apiPortsFrom(port + 1, 3);
  console.log(
    `smoke: no container engine with compose (docker info or docker compose failed); 3 built API processes behind nginx on port ${port}`,
  );
  if (!process.env.SMOKE_SKIP_BUILD) run('npm', ['run', 'build']);
  const databaseUrl = await createFreshDatabase(baseUrl, 'tribuna_smoke');
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  // Once, before the processes (which start with MIGRATE_ON_START=false): the built seed command
  // migrates, then adds the demo data (no TypeScript runtime needed, like the image's migrate step).
  run('node', ['apps/api/dist/seed.js'], { env: { ...env, NODE_ENV: 'development' } });
  const processes = startApiProcesses({
    ports: apiPorts,
    env: { DATABASE_URL: databaseUrl, NODE_ENV: 'production', JWT_SECRET: 'smoke-secret-smoke-secret-smoke-secret-0', LOG_LEVEL: 'warn' },
  });
  let nginx;
  try {
    await Promise.all(apiPorts.map((p) => waitUntilReady(`http://127.0.0.1:${p}`, 120_000)));
    nginx = startNginx({ port, apiPorts });
    await checkSystem(`http://127.0.0.1:${port}`);
  } finally {
    await Promise.all(processes.map((child) => stopChild(child)));
    await nginx?.stop();
  }
}

try {
  await (engineRuns() ? smokeCompose() : smokeProcesses());
  console.log('smoke: PASS');
} catch (error) {
  console.error(`smoke: FAIL: ${error.message}`);
  process.exitCode = 1;
}
