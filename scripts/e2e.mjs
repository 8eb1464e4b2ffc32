// End-to-end layer: finds Chromium, builds the production app, prepares a fresh database and
// runs Playwright. The Playwright config starts the built server itself.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailSink } from '../e2e/support/mail-sink.mjs';
import { ensureChromium } from './chromium.mjs';
import { createFreshDatabase } from './database.mjs';
import { run, runAsync } from './run.mjs';

const chromium = ensureChromium();
console.log(`Chromium: ${chromium}`);

if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build']);

// The server under test gets its own database: a fresh PostgreSQL one when TEST_DATABASE_URL is
// set (migrated and seeded here), else a fresh embedded one (the server migrates and seeds it).
const serverEnv = {};
if (process.env.TEST_DATABASE_URL) {
  // Named after the server's port: two runs on one machine (each with its own E2E_PORT) must not
  // drop each other's database halfway through.
  const url = await createFreshDatabase(process.env.TEST_DATABASE_URL, `tribuna_e2e_${process.env.E2E_PORT ?? 3100}`);
  const dbEnv = { ...process.env, DATABASE_URL: url };
  run('npm', ['run', 'db:migrate'], { env: dbEnv });
  run('npm', ['run', 'db:seed'], { env: dbEnv });
  serverEnv.E2E_DATABASE_URL = url;
} else {
  serverEnv.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'tribuna-e2e-'));
}

// A real SMTP peer on loopback receives the mail the server sends (codes, links, approvals).
serverEnv.E2E_MAIL_DIR = mkdtempSync(join(tmpdir(), 'tribuna-mail-'));
const mailSink = await startMailSink(serverEnv.E2E_MAIL_DIR);
serverEnv.E2E_SMTP_URL = mailSink.url;

const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)];
const status = await runAsync('npx', args, { env: { ...process.env, ...serverEnv, CHROME_PATH: chromium } });
await mailSink.close();
if (status !== 0) {
  console.error(`\n✖ end-to-end tests failed (exit ${status})`);
  process.exit(status);
}
