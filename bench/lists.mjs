// Issue 26 part 5: every manager list's cost independent of the collection's size. CD Demo gets
// 100× the demo's rows per list (bench/lists-seed.mjs), then the first, a middle and the last page
// of each list are measured with autocannon; budget p99 < 30 ms per list (its worst page).
// `npm run bench:lists` runs this alone on a fresh PostgreSQL database (BENCH_DATABASE_URL or
// TEST_DATABASE_URL; BENCH_SKIP_BUILD=1 reuses the build); `npm run bench` runs it too.
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { seedLists } from './lists-seed.mjs';

export const LIST_BUDGET_P99_MS = 30;
const CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_LIST_DURATION ?? 3);
const PER_PAGE = 30;

const lastPageOf = (total) => Math.max(1, Math.ceil(total / PER_PAGE));

async function getJson(url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** The first, middle and last page of a page/itemsPerPage list (its size read from page 1). */
async function pagedUrls(base, headers) {
  const joiner = base.includes('?') ? '&' : '?';
  const at = (page) => `${base}${joiner}itemsPerPage=${PER_PAGE}&page=${page}`;
  const total = (await getJson(at(1), headers))['hydra:totalItems'];
  const last = lastPageOf(total);
  return { total, pages: [at(1), at(Math.ceil(last / 2)), at(last)] };
}

/** My messages is keyset-paged: its middle and last pages are reached by following hydra:next. */
async function threadUrls(base, headers) {
  const origin = new URL(base).origin;
  const urls = [`${base}?itemsPerPage=${PER_PAGE}`];
  for (let next = urls[0]; next;) {
    const answer = await getJson(next, headers);
    next = answer['hydra:view']?.['hydra:next'] ? `${origin}${answer['hydra:view']['hydra:next']}` : null;
    if (next) urls.push(next);
  }
  return { total: `${urls.length} pages`, pages: [urls[0], urls[Math.floor((urls.length - 1) / 2)], urls.at(-1)] };
}

async function p99Of(url, headers) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { p99: result.latency.p99, rps: result.requests.average, bad: result.non2xx + result.errors };
}

/** Seeds the lists (unless `seeded` says they are already), then measures each one's pages. */
export async function measureLists(api, cdDemo, auth, managerHeaders, databaseUrl, seeded = null) {
  seeded ??= await seedLists(databaseUrl);
  const club = `${api}/api/clubs/${cdDemo}`;
  const week = (day) => `${club}/bookings/agenda?from=${day}&days=7`;
  const middleDay = new Date((Date.parse(seeded.bookingDays.first) + Date.parse(seeded.bookingDays.last)) / 2).toISOString().slice(0, 10);
  const lists = [
    ['teams', () => pagedUrls(`${club}/teams`, auth)],
    ['threads (My messages, keyset)', () => threadUrls(`${club}/communications/threads`, managerHeaders), managerHeaders],
    ['orders', () => pagedUrls(`${club}/commerce/orders`, auth)],
    [
      'bookings (agenda weeks: first, middle, last)',
      async () => ({
        total: seeded.sizes.bookings,
        pages: [week(seeded.bookingDays.first), week(middleDay), week(seeded.bookingDays.last)],
      }),
    ],
    ['sponsors (whole list, capped at 200 by the product)', async () => ({ total: seeded.sizes.sponsors, pages: [`${club}/sponsors`] })],
    ['portal components', () => pagedUrls(`${club}/portal/components`, auth)],
    ['access-control scans log', () => pagedUrls(`${club}/access-control/scans`, auth)],
    ['fees', () => pagedUrls(`${club}/fees`, auth)],
    [`one fee's charges`, () => pagedUrls(`${club}/fees/${seeded.feeHash}/charges`, auth)],
  ];
  const rows = [];
  for (const [name, urlsOf, headers = auth] of lists) {
    // A list that fails to answer is a FAIL line, not the end of the run.
    const found = await urlsOf().catch((error) => ({ error }));
    if (found.error) {
      rows.push({ name, total: '?', pages: [], p99: Infinity, bad: 1, ok: false, error: found.error.message.slice(0, 200) });
      continue;
    }
    const { total, pages } = found;
    const measured = [];
    for (const url of pages) measured.push(await p99Of(url, headers));
    const worst = Math.max(...measured.map((m) => m.p99));
    const bad = measured.reduce((sum, m) => sum + m.bad, 0);
    rows.push({ name, total, pages: measured, p99: worst, bad, ok: worst < LIST_BUDGET_P99_MS && bad === 0 });
  }
  return { seeded, rows };
}

/** One line per list: its size, each page's p99 and the budget's verdict. */
export function printLists({ rows }) {
  console.log(`\nlists (issue 26 part 5): ${CONNECTIONS} connections, ${DURATION_S} s per page, ${PER_PAGE} per page`);
  for (const row of rows) {
    const pages = row.pages.map((m, i) => `${['first', 'middle', 'last'][i]} ${m.p99} ms`).join(', ');
    const failed = row.error ? `: ${row.error}` : row.bad ? `, ${row.bad} failed requests` : '';
    console.log(`  ${row.ok ? 'PASS' : 'FAIL'}  ${row.name} (${row.total}): p99 ${pages} < ${LIST_BUDGET_P99_MS} ms${failed}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runAlone();

async function runAlone() {
  const { createFreshDatabase } = await import('../scripts/database.mjs');
  const { run } = await import('../scripts/run.mjs');
  const { stopAll, waitForUrl } = await import('./processes.mjs');
  const { signInAsManager, startTribuna } = await import('./tribuna-server.mjs');
  const port = Number(process.env.BENCH_LIST_PORT ?? 3281);
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!process.env.BENCH_SKIP_BUILD) run('npm', ['run', 'build']);
  const databaseUrl = await createFreshDatabase(baseUrl, 'tribuna_bench_lists');
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  run('npm', ['run', 'db:migrate'], { env });
  run('npm', ['run', 'db:seed'], { env });
  // The people a fee charges, and 100× the demo's threads (the manager's My messages).
  run('npm', ['run', 'db:bulk-people', '-w', '@tribuna/api', '--', 'cd-demo', '10000'], { env });
  run('npm', ['run', 'db:bulk-threads', '-w', '@tribuna/api', '--', 'cd-demo', '16900', '0'], { env });
  const server = startTribuna(databaseUrl, port);
  process.on('exit', () => stopAll([server]));
  try {
    const api = `http://127.0.0.1:${port}`;
    await waitForUrl(`${api}/api/app-config`);
    const { auth, cdDemo, managerProfile } = await signInAsManager(api);
    const result = await measureLists(api, cdDemo, auth, { ...auth, profile: managerProfile }, databaseUrl);
    console.log(`seeded: ${JSON.stringify(result.seeded.sizes)}; ${result.seeded.feeCharges} charges in one fee`);
    printLists(result);
    process.exitCode = result.rows.every((row) => row.ok) ? 0 : 1;
  } finally {
    stopAll([server]);
  }
}
