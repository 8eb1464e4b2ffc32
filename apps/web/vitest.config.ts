import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { testFilesReplacingModules, WEB_TEST_ENVIRONMENT } from './vitest.groups';

// The web tests that leave no replaced module or global behind share one jsdom per worker
// (vitest.groups.ts says why); the others run in vitest.isolated.config.ts.
export default defineProject({
  plugins: [react()],
  test: {
    ...WEB_TEST_ENVIRONMENT,
    name: 'web',
    // Before every file: what a file before it in the same jsdom may have left behind.
    setupFiles: [...WEB_TEST_ENVIRONMENT.setupFiles, './src/test/shared-reset.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: testFilesReplacingModules(),
    isolate: false,
  },
});
