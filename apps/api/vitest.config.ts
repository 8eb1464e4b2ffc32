import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // On PostgreSQL, each test file clones a migrated and seeded template of the run.
    globalSetup: ['./src/test/test-database-run.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
