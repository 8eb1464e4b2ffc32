import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { testFilesReplacingModules, WEB_TEST_ENVIRONMENT } from './vitest.groups';

// The web tests that replace modules or globals, each in a fresh module graph (vitest.groups.ts).
export default defineProject({
  plugins: [react()],
  test: {
    ...WEB_TEST_ENVIRONMENT,
    name: 'web-isolated',
    include: testFilesReplacingModules(),
  },
});
