import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { isDatabaseEmpty } from '../db/migrate';
import { seedDemoDataOnStart } from './seed-on-start';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await testDb.drop();
});

describe('demo data at start-up', () => {
  it('never seeds an empty database outside demo mode (production, PostgreSQL, DEMO_MODE=false)', async () => {
    for (const env of [{ NODE_ENV: 'production' }, { DATABASE_URL: 'postgres://u@h/db' }, { DEMO_MODE: 'false' }]) {
      expect(await seedDemoDataOnStart(testDb.database, parseConfig(env))).toBe(false);
      expect(await isDatabaseEmpty(testDb.database)).toBe(true);
    }
  });

  // It seeds the whole demo, the clubs' ~360 people included, as a fresh start does: ten
  // seconds alone, more beside the other test files, so it gets the budget of a seed.
  it('seeds an empty database in demo mode, once', { timeout: 120_000 }, async () => {
    expect(await seedDemoDataOnStart(testDb.database, parseConfig({}))).toBe(true);
    expect(await isDatabaseEmpty(testDb.database)).toBe(false);
    expect(await seedDemoDataOnStart(testDb.database, parseConfig({}))).toBe(false);
  });
});
