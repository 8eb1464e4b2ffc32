// `node bench/home-and-rights.mjs`: only issue 25's request lines of `npm run bench`, for working on
// them without the whole run: the manager's overview (20,000 people, a year of daily summaries)
// and a person's data export (the demo guardian with her child). Needs a built server
// (`npm run build`, or BENCH_SKIP_BUILD=1 when it is fresh). The daily job's line stays in the
// whole bench (it writes 1,000 clubs).
import autocannon from 'autocannon';
import { createFreshDatabase } from '../scripts/database.mjs';
import { run } from '../scripts/run.mjs';
import { measureDataExport } from './data-export.mjs';
import { prepareMetrics } from './metrics.mjs';
import { stopAll, waitForUrl } from './processes.mjs';
import { signInAsManager, startTribuna } from './tribuna-server.mjs';

const API_PORT = 3213;
const BULK_PEOPLE = 20_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const OVERVIEW_P99_MS = 30;
const EXPORT_MS = 10_000;

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!process.env.BENCH_SKIP_BUILD) run('npm', ['run', 'build']);
const databaseUrl = await createFreshDatabase(baseUrl, 'tribuna_bench_home');
const dbEnv = { ...process.env, DATABASE_URL: databaseUrl };
run('npm', ['run', 'db:migrate'], { env: dbEnv });
run('npm', ['run', 'db:seed'], { env: dbEnv });
run('npm', ['run', 'db:bulk-people', '-w', '@tribuna/api', '--', 'cd-demo', String(BULK_PEOPLE)], { env: dbEnv });
const api = `http://127.0.0.1:${API_PORT}`;
const children = [startTribuna(databaseUrl, API_PORT)];
process.on('exit', () => stopAll(children));

try {
  await waitForUrl(`${api}/api/app-config`);
  const { auth, cdDemo } = await signInAsManager(api);
  const metrics = await prepareMetrics(api, cdDemo, auth, databaseUrl);
  const url = `${api}/api/clubs/${cdDemo}/metrics`;
  await autocannon({ url, connections: 10, duration: 2, headers: auth });
  const overview = await autocannon({ url, connections: 50, duration: DURATION_S, headers: auth });
  const exported = await measureDataExport(api, cdDemo, auth);
  console.log(
    `manager overview (${BULK_PEOPLE} people, ${metrics.summaryRows} summary rows): ${Math.round(overview.requests.average)} req/s, ` +
      `p99 ${overview.latency.p99} ms, ${overview.non2xx + overview.errors} failed; refresh ${metrics.refreshMs} ms`,
  );
  console.log(
    `data export of the demo guardian: JSON ${Math.round(exported.json.bytes / 1024)} KiB in ${exported.json.slowestMs} ms, ` +
      `PDF ${Math.round(exported.pdf.bytes / 1024)} KiB in ${exported.pdf.slowestMs} ms (slowest of 3 each)`,
  );
  const checks = [
    [`manager overview p99 < ${OVERVIEW_P99_MS} ms, every card ok`, overview.latency.p99 < OVERVIEW_P99_MS && metrics.failed.length === 0],
    [
      `data export (JSON and PDF) ready in < ${EXPORT_MS / 1000} s`,
      exported.json.slowestMs < EXPORT_MS && exported.pdf.slowestMs < EXPORT_MS,
    ],
  ];
  for (const [label, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
} finally {
  stopAll(children);
}
