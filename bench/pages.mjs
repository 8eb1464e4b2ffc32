// `npm run bench:pages`: only the bench's page measurements — the login page's JavaScript weight
// and Lighthouse on the portal, login, public booking and booking status pages on a loaded
// machine — without the load tests (a few minutes instead of the whole bench). Same server,
// data and budgets as `npm run bench`; BENCH_SKIP_BUILD=1 measures the build already there.
import { findChromium, INSTALL_HINT } from '../scripts/chromium.mjs';
import { createFreshDatabase } from '../scripts/database.mjs';
import { run } from '../scripts/run.mjs';
import { prepareBookings, raceOneSlot } from './bookings.mjs';
import { stopAll, waitForUrl } from './processes.mjs';
import { measureFirstPages, publicPagePaths } from './public-pages.mjs';
import { signInAsManager, startTribuna } from './tribuna-server.mjs';

const API_PORT = Number(process.env.BENCH_PORT ?? 3203);

const chromium = findChromium();
if (!chromium) {
  console.error(`No Chromium (${INSTALL_HINT})`);
  process.exit(1);
}
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!process.env.BENCH_SKIP_BUILD) run('npm', ['run', 'build']);
const databaseUrl = await createFreshDatabase(baseUrl, 'tribuna_bench_pages');
const dbEnv = { ...process.env, DATABASE_URL: databaseUrl };
run('npm', ['run', 'db:migrate'], { env: dbEnv });
run('npm', ['run', 'db:seed'], { env: dbEnv });

const api = `http://127.0.0.1:${API_PORT}`;
const children = [startTribuna(databaseUrl, API_PORT)];
process.on('exit', () => stopAll(children));

await waitForUrl(`${api}/api/app-config`);
const { cdDemo, auth } = await signInAsManager(api);
const bookings = await prepareBookings(api, cdDemo, auth);
const { bookingHash } = await raceOneSlot(api, bookings.linkHash, bookings.calendarHashes[0]);

const { checks } = await measureFirstPages(api, publicPagePaths(bookings.linkHash, bookingHash), chromium);
console.log('\nbudgets:');
for (const [name, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
stopAll(children);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
