import { defineConfig, devices } from '@playwright/test';

// Runs against the production build served by the API process (see scripts/e2e.mjs, which
// builds, picks the database and finds Debian's Chromium). Never downloads a browser.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

const serverEnv: Record<string, string> = {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  STAGING_BANNER: '',
  // The suite signs in far more often than a person; the limits have their own API tests.
  RATE_LIMIT: 'false',
  // Demo mode on both databases (off by default with DATABASE_URL): an empty embedded database
  // is seeded with the demo accounts at start, and the app shows its demo banner.
  DEMO_MODE: 'true',
  // Bookings run on a test clock that starts on Wednesday 24 March 2027, 09:00 in Madrid, so the
  // bookings journey crosses the last-Sunday-of-March clock change inside a 7-day window.
  BOOKINGS_CLOCK: '2027-03-24T09:00:00+01:00',
};
// Mail goes to the run's SMTP sink (scripts/e2e.mjs); links in it point at this server.
if (process.env.E2E_SMTP_URL) serverEnv.SMTP_URL = process.env.E2E_SMTP_URL;
serverEnv.APP_URL = baseURL;
serverEnv.MAIL_FROM = 'Tribuna <no-reply@tribuna.test>';
if (process.env.E2E_DATABASE_URL) {
  serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;
  serverEnv.JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';
} else {
  serverEnv.DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';
}

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Waits, not speed limits (speed is measured by `npm run bench`): on a 2-core machine two
  // Chromiums loading a page's chunks at once can take longer than 7 s to show it, and a
  // timed-out wait failed a sound test. A passing test takes no longer for a longer wait.
  // The CI machine has run this suite three times slower than a quiet one (a 43-minute run where
  // 15 minutes is usual): the waits leave room for that, and a test that passes is not slowed.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'es-ES',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: '..',
    url: `${baseURL}/api/app-config`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: serverEnv,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
