import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace that has unit or API tests; e2e/ is Playwright's.
export default defineConfig({
  test: {
    // Two files at a time on a 2-core machine (the default leaves one core idle): an API test
    // spends much of its time waiting on PostgreSQL, whose work runs in its own processes.
    maxWorkers: 2,
    projects: ['packages/contract', 'packages/i18n', 'apps/api', 'apps/web', 'apps/web/vitest.isolated.config.ts', 'tools/eslint'],
  },
});
