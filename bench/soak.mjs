// `npm run soak` (by hand, not in CI): the production server on PostgreSQL under SOAK_CONNECTIONS
// (default 50) connections of mixed reads and writes for SOAK_MINUTES (default 30), its memory
// sampled every 10 s. PASS when the resident memory grew less than 10 % from the end of the warm-up
// to the end, and no request failed. A leak shows as steady growth; a server that only warms its
// caches levels off during the warm-up.
// SOAK_PROCESSES (default 1) starts that many processes on one database and splits the connections.
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL server; a fresh database is made.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { createFreshDatabase } from '../scripts/database.mjs';
import { run } from '../scripts/run.mjs';
import { stopAll, waitForUrl } from './processes.mjs';
import { signInAsManager, startTribuna } from './tribuna-server.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const PROCESSES = Number(process.env.SOAK_PROCESSES ?? 1);
const FIRST_PORT = 3262;
const SAMPLE_EVERY_MS = 10_000;
// Memory is compared from here on: caches, JIT and connection pools fill during the first minutes.
const WARM_UP_MS = Math.min(3 * 60_000, MINUTES * 60_000 * 0.2);
// Baseline and end are the mean of this many samples each, so one GC's timing does not decide.
const WINDOW = 3;
const BUDGET = { growthPercent: 10, errors: 0 };
const WRITE_THREADS = 10;

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!process.env.BENCH_SKIP_BUILD) run('npm', ['run', 'build']);
const databaseUrl = await createFreshDatabase(baseUrl, 'tribuna_soak');
const dbEnv = { ...process.env, DATABASE_URL: databaseUrl };
run('npm', ['run', 'db:migrate'], { env: dbEnv });
run('npm', ['run', 'db:seed'], { env: dbEnv });

const ports = Array.from({ length: PROCESSES }, (_, i) => FIRST_PORT + i);
// Every connection replays one sign-in's token, where a person's app would refresh it every
// 15 minutes: the token outlives the soak, so a long soak does not turn into a run of 401s.
const tokenTtl = String(Math.min(86_400, Math.ceil(MINUTES + 10) * 60));
const children = ports.map((port) => startTribuna(databaseUrl, port, { TOKEN_TTL: tokenTtl }));
process.on('exit', () => stopAll(children));
process.on('SIGINT', () => process.exit(130));

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
}

/** The requests each connection repeats in turn: five reads and one write (a message in one of the threads). */
async function mixedRequests(api) {
  const { auth, cdDemo, managerProfile } = await signInAsManager(api);
  const asManager = { ...auth, profile: managerProfile };
  const json = { ...asManager, 'content-type': 'application/json' };
  const communications = `/api/clubs/${cdDemo}/communications`;
  const get = async (path, headers = auth) => {
    const response = await fetch(`${api}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const people = (await get(`${communications}/accesible-participants?itemsPerPage=${WRITE_THREADS + 1}`, asManager))['hydra:member'];
  const mailbox = (await get(`${communications}/mailboxes`, asManager))['hydra:member'].find((m) => m.predefined);
  // Threads from the club's mailbox, each to one person: their author side may broadcast into them,
  // each write adding a message, its unread state and its notification (a team's fan-out is the
  // bench's broadcast row, not the soak's everyday write).
  const threads = [];
  for (const person of people.filter((p) => p.profileHash !== managerProfile).slice(0, WRITE_THREADS)) {
    const created = await fetch(`${api}${communications}/threads`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        subject: `Soak ${threads.length + 1}`,
        body: '<p>Soak thread</p>',
        recipients: [{ kind: 'person', profileHash: person.profileHash }],
        fromMailboxHash: mailbox.mailboxHash,
      }),
    });
    if (created.status !== 201) throw new Error(`soak thread: ${created.status} ${await created.text()}`);
    threads.push((await created.json()).threadHash);
  }
  if (threads.length === 0) throw new Error('soak: nobody to write to in CD Demo');
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  let written = 0;
  return [
    { method: 'GET', path: '/api/profile', headers: auth },
    { method: 'GET', path: `/api/clubs/${cdDemo}/people?role=player&itemsPerPage=30`, headers: auth },
    { method: 'GET', path: `${communications}/threads?itemsPerPage=50`, headers: asManager },
    {
      method: 'POST',
      headers: json,
      setupRequest: (request) => {
        written += 1;
        return {
          ...request,
          path: `${communications}/threads/${threads[written % threads.length]}`,
          body: JSON.stringify({ body: `<p>Soak message ${written}</p>`, broadcast: true }),
        };
      },
    },
    { method: 'GET', path: `/api/clubs/${cdDemo}/bookings/agenda?from=${monday.toISOString().slice(0, 10)}&days=7`, headers: auth },
    { method: 'GET', path: '/api/clubs/p/cd-demo' },
  ];
}

try {
  const apis = ports.map((port) => `http://127.0.0.1:${port}`);
  for (const api of apis) await waitForUrl(`${api}/api/app-config`);
  const requests = await mixedRequests(apis[0]);
  const durationS = Math.round(MINUTES * 60);
  console.log(
    `\nsoak: ${CONNECTIONS} connections over ${PROCESSES} process(es), ${MINUTES} min, memory every ${SAMPLE_EVERY_MS / 1000} s, ` +
      `compared from ${Math.round(WARM_UP_MS / 1000)} s on`,
  );

  const started = Date.now();
  const samples = [];
  const sample = () => {
    const rss = children.map((child) => rssMiB(child.pid));
    samples.push({ at: Date.now() - started, rss });
    console.log(
      `  ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s  RSS ${rss.map((r) => `${r.toFixed(1)} MiB`).join(', ')}`,
    );
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  const results = await Promise.all(
    apis.map((url, i) =>
      autocannon({
        url,
        connections: Math.floor(CONNECTIONS / PROCESSES) + (i < CONNECTIONS % PROCESSES ? 1 : 0),
        duration: durationS,
        requests,
      }),
    ),
  );
  clearInterval(sampler);
  sample();

  const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
  const requestsDone = results.reduce((sum, r) => sum + r.requests.total, 0);
  // autocannon counts a timeout among its errors too.
  const errors = total('errors') + total('non2xx');
  const statuses = {};
  for (const r of results)
    for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) statuses[code] = (statuses[code] ?? 0) + count;

  const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
  const afterWarmUp = samples.filter((s) => s.at >= WARM_UP_MS);
  if (afterWarmUp.length < 2 * WINDOW) throw new Error(`too few samples after the warm-up (${afterWarmUp.length}): run longer`);
  const growth = children.map((_, p) => {
    const baseline = mean(afterWarmUp.slice(0, WINDOW).map((s) => s.rss[p]));
    const end = mean(afterWarmUp.slice(-WINDOW).map((s) => s.rss[p]));
    const peak = Math.max(...samples.map((s) => s.rss[p]));
    return { baseline, end, peak, percent: ((end - baseline) / baseline) * 100 };
  });
  const worst = Math.max(...growth.map((g) => g.percent));
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const rps = results.reduce((sum, r) => sum + r.requests.average, 0);

  console.log(`\nrequests: ${requestsDone} (${Math.round(rps)} req/s, p99 ${p99} ms), status codes ${JSON.stringify(statuses)}`);
  console.log(`errors: ${total('errors')} failed (${total('timeouts')} of them timed out), ${total('non2xx')} non-2xx answers`);
  growth.forEach((g, p) =>
    console.log(
      `process ${p + 1}: RSS ${g.baseline.toFixed(1)} MiB after warm-up → ${g.end.toFixed(1)} MiB at the end ` +
        `(${g.percent >= 0 ? '+' : ''}${g.percent.toFixed(1)} %), peak ${g.peak.toFixed(1)} MiB`,
    ),
  );
  const pass = worst < BUDGET.growthPercent && errors <= BUDGET.errors;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: memory growth ${worst.toFixed(1)} % (budget < ${BUDGET.growthPercent} %), ` +
      `${errors} errors (budget ${BUDGET.errors})`,
  );
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopAll(children);
}
