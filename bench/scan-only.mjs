// `node bench/scan-only.mjs`: only the door-scan line of `npm run bench` (with its hello-world
// reference), for working on the scan without the whole ten-minute run. Needs a built server
// (`npm run build`, or BENCH_SKIP_BUILD=1 when it is fresh).
import autocannon from 'autocannon';
import { createFreshDatabase } from '../scripts/database.mjs';
import { run } from '../scripts/run.mjs';
import { scanRequests } from './access-scan.mjs';
import { startCpuCount } from './cpu-time.mjs';
import { prepareAccessBench } from './access.mjs';
import { startProcess, stopAll, waitForUrl } from './processes.mjs';
import { signInAsManager, startTribuna } from './tribuna-server.mjs';

const API_PORT = 3211;
const HELLO_PORT = 3212;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!process.env.BENCH_SKIP_BUILD) run('npm', ['run', 'build']);
const databaseUrl = await createFreshDatabase(baseUrl, 'tribuna_bench_scan');
const dbEnv = { ...process.env, DATABASE_URL: databaseUrl };
run('npm', ['run', 'db:migrate'], { env: dbEnv });
run('npm', ['run', 'db:seed'], { env: dbEnv });
const api = `http://127.0.0.1:${API_PORT}`;
const children = [
  startTribuna(databaseUrl, API_PORT),
  startProcess('hello-world', 'node', ['bench/hello-world.mjs'], { PORT: String(HELLO_PORT) }),
];
process.on('exit', () => stopAll(children));
const measure = async (name, url, extra = {}, pid = null) => {
  await autocannon({ url, connections: 10, duration: 2, ...extra });
  // CPU per request says more than requests per second on a machine others share. PostgreSQL's
  // backends are counted by name (this bench's and any other database's alike).
  const cpu = startCpuCount({ node: [pid], pg: { command: 'postgres' } });
  const result = await autocannon({ url, connections: 50, duration: DURATION_S, ...extra });
  const done = result.requests.total;
  const { spent } = cpu.finish();
  const cpuMs = { node: spent.node / done, pg: spent.pg / done };
  const row = {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    cpuMsPerRequest: cpuMs,
  };
  console.log(JSON.stringify(row));
  return row;
};
try {
  await waitForUrl(`${api}/api/app-config`);
  await waitForUrl(`http://127.0.0.1:${HELLO_PORT}/`);
  const { auth, cdDemo } = await signInAsManager(api);
  const gate = await prepareAccessBench(api, cdDemo, auth, databaseUrl);
  const scans = scanRequests(gate.listHash, gate.deviceSecret);
  const hello = await measure('hello-world', `http://127.0.0.1:${HELLO_PORT}/`, {}, children[1].pid);
  const scan = await measure(
    'door scan',
    `${api}/api/clubs/${cdDemo}/access-control/scans`,
    { ...scans, headers: { ...auth, ...scans.headers } },
    children[0].pid,
  );
  console.log(`ratio ${((scan.rps / hello.rps) * 100).toFixed(1)}% p99 ${scan.p99} ms non2xx ${scan.non2xx}`);
} finally {
  stopAll(children);
}
