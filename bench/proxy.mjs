// Issue 26's speed line: `GET /api/profile` behind nginx with one API process, then two, at the
// same connections; two must serve at least 1.5× one's requests/s with p99 under 15 ms. Part of
// `npm run bench` (measureProxyScaling) and runnable alone: `node bench/proxy.mjs` (builds unless
// BENCH_SKIP_BUILD=1; BENCH_DATABASE_URL or TEST_DATABASE_URL names the PostgreSQL server).
import autocannon from 'autocannon';
import { startCpuCount } from './cpu-time.mjs';
import { apiPortsFrom, findNginx, NGINX_HINT, startApiProcesses, startNginx, stopChild, waitUntilReady } from '../scripts/cluster-kit.mjs';

export const PROXY_BUDGETS = { ratio: 1.5, p99Ms: 15 };
const PROXY_PORT = 3255;

/** autocannon against nginx in front of `count` production processes on `databaseUrl`. */
async function measureBehindNginx(count, { databaseUrl, token, connections, durationS }) {
  const apiPorts = apiPortsFrom(PROXY_PORT + 1, count);
  const processes = startApiProcesses({
    ports: apiPorts,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
    },
  });
  let nginx;
  try {
    await Promise.all(apiPorts.map((port) => waitUntilReady(`http://127.0.0.1:${port}`)));
    nginx = startNginx({ port: PROXY_PORT, apiPorts });
    const url = `http://127.0.0.1:${PROXY_PORT}/api/profile`;
    await waitUntilReady(`http://127.0.0.1:${PROXY_PORT}`);
    const headers = { authorization: `Bearer ${token}` };
    await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up: caches and JIT of each process
    const cpu = startCpuCount({
      'API processes': processes.map((child) => child.pid),
      nginx: [nginx.child.pid],
      PostgreSQL: { command: 'postgres' },
    });
    const result = await autocannon({ url, connections, duration: durationS, headers });
    const { spent, wallMs, cores } = cpu.finish();
    const requests = result.requests.total;
    return {
      name: `GET /api/profile behind nginx, ${count} process${count > 1 ? 'es' : ''}`,
      rps: result.requests.average,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
      // Which answers were not 2xx (status: count), and connection errors and timeouts.
      failures: {
        ...Object.fromEntries(
          Object.entries(result.statusCodeStats)
            .filter(([code]) => !code.startsWith('2'))
            .map(([code, { count }]) => [code, count]),
        ),
        errors: result.errors,
        timeouts: result.timeouts,
      },
      // CPU ms per request of each part, and how busy the machine's cores were meanwhile.
      cpuPerRequestMs: Object.fromEntries(Object.entries(spent).map(([part, ms]) => [part, ms / Math.max(1, requests)])),
      machineBusy: Object.values(spent).reduce((sum, ms) => sum + ms, 0) / (wallMs * cores),
    };
  } finally {
    await Promise.all(processes.map((child) => stopChild(child)));
    await nginx?.stop();
  }
}

/** Cores of the server the note's prediction is for. */
const PREDICTED_CORES = 16;

/**
 * Where the CPU went and what it predicts: per request, each part's CPU ms (from the one-process
 * run), how busy this machine was in each run (near 100 % means the cores, not the processes,
 * set the ceiling), and the requests/s a PREDICTED_CORES-core server would serve with the load
 * generated elsewhere and one API process per core left after nginx and PostgreSQL.
 */
export function explainProxyScaling(rows) {
  if (rows.length === 0) return [];
  const [one] = rows;
  const perRequest = one.cpuPerRequestMs;
  const serverMs = perRequest['API processes'] + perRequest.nginx + perRequest.PostgreSQL;
  const predicted = Math.round((PREDICTED_CORES * 1000) / serverMs);
  const parts = Object.entries(perRequest).map(([part, ms]) => `${part} ${ms.toFixed(3)} ms`);
  return [
    `  CPU per request (1 process): ${parts.join(', ')}`,
    ...rows.map((row) => `  machine busy during "${row.name}": ${Math.round(row.machineBusy * 100)} % of its cores`),
    `  predicted on a ${PREDICTED_CORES}-core server (load generated elsewhere, CPU-bound, ${serverMs.toFixed(3)} ms of server CPU a request): ~${predicted} req/s`,
  ];
}

/** One process, then two, behind nginx; answers both rows, the ratio and the budget checks. */
export async function measureProxyScaling({ databaseUrl, token, connections = 50, durationS = 10 }) {
  if (!findNginx()) return { rows: [], ratio: null, checks: [[`GET /api/profile behind nginx: not measured (${NGINX_HINT})`, false]] };
  const one = await measureBehindNginx(1, { databaseUrl, token, connections, durationS });
  const two = await measureBehindNginx(2, { databaseUrl, token, connections, durationS });
  const ratio = two.rps / one.rps;
  const checks = [
    [
      `GET /api/profile behind nginx: 2 processes >= ${PROXY_BUDGETS.ratio}× 1 process (${ratio.toFixed(2)}×), p99 < ${PROXY_BUDGETS.p99Ms} ms (${two.p99} ms)`,
      ratio >= PROXY_BUDGETS.ratio && two.p99 < PROXY_BUDGETS.p99Ms && one.non2xx + two.non2xx === 0,
    ],
  ];
  return { rows: [one, two], ratio, checks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { createFreshDatabase } = await import('../scripts/database.mjs');
  const { run } = await import('../scripts/run.mjs');
  const { signInAsManager } = await import('./tribuna-server.mjs');
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!process.env.BENCH_SKIP_BUILD) run('npm', ['run', 'build']);
  // BENCH_PROXY_DATABASE_URL: a database this script seeded before (repeated measurements).
  let databaseUrl = process.env.BENCH_PROXY_DATABASE_URL;
  if (!databaseUrl) {
    databaseUrl = await createFreshDatabase(baseUrl, 'tribuna_bench_proxy');
    run('npm', ['run', 'db:migrate'], { env: { ...process.env, DATABASE_URL: databaseUrl } });
    run('npm', ['run', 'db:seed'], { env: { ...process.env, DATABASE_URL: databaseUrl } });
  }
  // A token from a short-lived process (any process will do: they share the database and secret).
  const [signer] = startApiProcesses({
    ports: [PROXY_PORT + 1],
    env: { NODE_ENV: 'production', DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00', LOG_LEVEL: 'warn' },
  });
  let token;
  try {
    await waitUntilReady(`http://127.0.0.1:${PROXY_PORT + 1}`);
    ({ token } = await signInAsManager(`http://127.0.0.1:${PROXY_PORT + 1}`));
  } finally {
    await stopChild(signer);
  }
  const durationS = Number(process.env.BENCH_DURATION ?? 10);
  const result = await measureProxyScaling({ databaseUrl, token, durationS });
  console.log(`\nautocannon: 50 connections, ${durationS} s each, nginx ${'→'} N production processes`);
  console.log('| endpoint | req/s | p99 ms | non-2xx |\n|---|---:|---:|---:|');
  for (const row of result.rows)
    console.log(`| ${row.name} | ${Math.round(row.rps)} | ${row.p99} | ${row.non2xx ? JSON.stringify(row.failures) : 0} |`);
  for (const line of explainProxyScaling(result.rows)) console.log(line);
  console.log('\nbudgets:');
  for (const [label, ok] of result.checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
  process.exitCode = result.checks.every(([, ok]) => ok) ? 0 : 1;
}
