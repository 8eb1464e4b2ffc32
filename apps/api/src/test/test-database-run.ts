import { dropTemplates, newRunName, TEMPLATE_RUN_ENV } from './test-database-templates';

/**
 * Vitest global setup of the API project: names this run's database templates (see
 * test-database-templates.ts) and drops them when the run ends. Without TEST_DATABASE_URL the
 * tests use in-memory PGlite and there is nothing to share.
 */
export default function setup(): (() => Promise<void>) | undefined {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const run = newRunName();
  // The test workers are forked after the global setup, with this environment.
  process.env[TEMPLATE_RUN_ENV] = run;
  return () => dropTemplates(adminUrl, run);
}
