// `npm test`: every test layer in order — unit, i18n and API tests (Vitest, real database), then
// the end-to-end tests in Chromium against the production build — and one closing count line.
// TEST_DATABASE_URL=postgres://… runs the API and e2e tests on PostgreSQL; without it, PGlite.
import { mkdirSync, readFileSync } from 'node:fs';
import { run } from './run.mjs';

const layer = (name) => console.log(`\n━━ ${name} ━━`);
// Not under test-results/: Playwright empties that folder when it starts.
const VITEST_JSON = 'reports/vitest.json';
const E2E_JSON = 'reports/e2e.json';
mkdirSync('reports', { recursive: true });

layer('unit, i18n and API tests (Vitest)');
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`]);

layer('end-to-end tests (Playwright + Chromium, production build)');
run('node', ['scripts/e2e.mjs', '--reporter=list,json'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_JSON },
});

const vitest = JSON.parse(readFileSync(VITEST_JSON, 'utf8'));
const e2e = JSON.parse(readFileSync(E2E_JSON, 'utf8')).stats;
const passed = vitest.numPassedTests + e2e.expected + e2e.flaky;
const failed = vitest.numFailedTests + e2e.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + e2e.skipped;
console.log(`\nunit+api: ${vitest.numPassedTests} passed · e2e: ${e2e.expected + e2e.flaky} passed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exit(1);
