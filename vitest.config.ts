import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace that has unit or API tests; e2e/ is Playwright's.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/i18n', 'apps/api', 'apps/web', 'apps/web/vitest.isolated.config.ts', 'tools/eslint'],
  },
});
