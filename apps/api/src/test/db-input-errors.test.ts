import { ValidationErrorBodySchema } from '@tribuna/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin, UNCHECKED_INPUT_LOG } from '../plugins/error-handler.plugin';
import { LogWatch } from './fuzz/log-watch';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The database safety net: a value PostgreSQL refuses as data (out of range, bad text, NUL,
 * too long, bad date) can only come from a request, so it answers 400, and logs a warning
 * because a contract schema should have refused it first. Real PostgreSQL errors, real handler.
 */
let database: TestDatabase;
let app: FastifyInstance;
const logs = new LogWatch((line) => line.level >= 40);

const QUERIES: Record<string, SQL> = {
  '22003': sql`select ${'2147483648'}::integer`,
  '22P02': sql`select ${'twelve'}::integer`,
  '22021': sql`select ${'a\u0000b'}::text`,
  '22001': sql`insert into input_probe (short) values (${'far too long'})`,
  '22007': sql`select ${'not a day'}::date`,
  '22008': sql`select ${'0000-01-01'}::date`,
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await database.database.db.execute(sql`create table input_probe (short varchar(2))`);
  // The test names each request, so it can find what was logged for it.
  app = Fastify({ logger: { level: 'warn', stream: logs.stream }, requestIdHeader: 'x-test-id' });
  await app.register(errorHandlerPlugin);
  app.get<{ Params: { code: string } }>('/probe/:code', async (request) => {
    await database.database.db.execute(QUERIES[request.params.code]!);
    return { reached: true };
  });
  app.get('/bug', async () => {
    await database.database.db.execute(sql`select * from no_such_table`);
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('PostgreSQL data errors caused by input', () => {
  it.each(Object.keys(QUERIES))('answers %s with a 400 in the validation shape and logs a warning', async (code) => {
    const response = await app.inject({ url: `/probe/${code}`, headers: { 'x-test-id': `probe-${code}` } });
    expect(response.statusCode, response.body).toBe(400);
    expect(ValidationErrorBodySchema.parse(response.json()).invalidParamsList.invalidParams[0]?.field).toBe('request');
    expect(logs.about(`probe-${code}`)).toContain(`${UNCHECKED_INPUT_LOG}: ${code}`);
  });

  it('still answers other database failures with a 500 that reveals nothing', async () => {
    const response = await app.inject({ url: '/bug', headers: { 'x-test-id': 'bug' } });
    expect(response.statusCode).toBe(500);
    expect(logs.about('bug')).toContain('request failed');
    expect(response.body).not.toMatch(/no_such_table|relation/);
  });
});
