import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace that has unit or API tests; e2e/ is Playwright's.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/i18n', 'apps/api', 'apps/web', 'tools/eslint'],
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine,
    // which then sits idle while an API file waits on PostgreSQL. One more worker than cores
    // keeps both cores busy.
    maxWorkers: availableParallelism() + 1,
  },
});
