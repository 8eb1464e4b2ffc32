import { buildApp } from '../../../../app';
import { testConfig, type TestApp } from '../../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';

/**
 * The real app on a fresh unseeded database, for the factories, keeping the Database handle that
 * createTestApp hides: these tests also need its LISTEN and a second connection to it.
 */
export async function createFactoryApp(): Promise<{ t: TestApp; testDb: TestDatabase; close(): Promise<void> }> {
  const testDb = await createTestDatabase({ seed: false });
  const config = testConfig();
  const frozenAt = Date.now();
  const rateLimitClock = () => frozenAt;
  const app = await buildApp({ config, database: testDb.database, logger: false, rateLimitClock });
  await app.ready();
  const t: TestApp = {
    app,
    config,
    db: testDb.database.db,
    rateLimitClock,
    close: () => app.close(),
    login: () => Promise.reject(new Error('sign in with the factories (signIn)')),
  };
  return {
    t,
    testDb,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
