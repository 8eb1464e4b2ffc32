import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // On PostgreSQL, each test file clones a migrated and seeded template of the run.
    globalSetup: ['./src/test/test-database-run.ts'],
    // The files share a worker's module graph: importing Fastify, Drizzle and every feature again
    // for each of ~150 files cost more than a third of the run. Each file still gets its own
    // database and app (test/test-app.ts); the process-wide registries are filled idempotently.
    isolate: false,
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
