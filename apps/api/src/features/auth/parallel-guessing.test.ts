import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { BURST, counterOf, statusCounts } from '../../lib/rate-limit/testing/bursts';
import { createUser, FACTORY_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 8 item 4, with the limits ON: each login attempt is counted atomically before argon2
 * runs, so a burst of parallel guesses cannot get more password checks than the limit (before
 * the fix, 40 parallel wrong logins got 19 checks against a limit of 10).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

const WRONG = 'Wrong1234!';
const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/authentication_token', payload: { username, password }, remoteAddress: ip });

describe('login under a burst of parallel guesses', () => {
  it('checks at most 10 passwords of 40 sent at once, then refuses even the right one', async () => {
    const username = (await createUser(t, { username: 'burst@example.test' })).username;
    const responses = await Promise.all(Array.from({ length: BURST }, () => login(username, WRONG, '198.51.100.70')));
    expect(statusCounts(responses)).toEqual({ 401: 10, 429: 30 });
    expect(responses.find((r) => r.statusCode === 401)!.json().errorCode).toBe('INVALID_CREDENTIALS');
    // Every 401 is one argon2 verification; the audit log records each of them.
    const failures = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, username), eq(auditLog.action, 'auth.login.failure')));
    expect(failures).toHaveLength(10);
    const right = await login(username, FACTORY_PASSWORD, '198.51.100.71');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives a success its counted attempt back, so only failures remain counted', async () => {
    const username = (await createUser(t, { username: 'giveback@example.test' })).username;
    for (let i = 0; i < 3; i++) expect((await login(username, WRONG, '198.51.100.80')).statusCode).toBe(401);
    expect((await login(username, FACTORY_PASSWORD, '198.51.100.80')).statusCode).toBe(200);
    expect(await counterOf(t.db, `login-fail-user:${username}`)).toBe(3);
    expect(await counterOf(t.db, 'login-fail-ip:198.51.100.80')).toBe(3);
    // 7 more failures reach the limit of 10; the 11th attempt is refused.
    for (let i = 0; i < 7; i++) expect((await login(username, WRONG, '198.51.100.81')).statusCode).toBe(401);
    expect((await login(username, FACTORY_PASSWORD, '198.51.100.81')).statusCode).toBe(429);
  });
});
