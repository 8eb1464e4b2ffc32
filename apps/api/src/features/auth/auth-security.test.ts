import { REFRESH_COOKIE_NAME } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { validSignup } from '../../test/accounts-test-kit';
import { buildApp } from '../../app';
import { createUser, FACTORY_PASSWORD } from '../../test/factories';
import { createTestApp, refreshCookieOf, testConfig, type TestApp } from '../../test/test-app';
import { errorBodyOf, errorTextOf } from '../../test/error-body';

/** The accounts every app of this file signs in with (each app has its own database). */
async function withAccounts(app: TestApp): Promise<TestApp> {
  for (const name of ['member', 'guardian', 'manager', 'manager2', 'admin']) await createUser(app, { username: `${name}@example.test` });
  return app;
}

/**
 * Issue 3 part 11 with the limits ON (the other suites run with RATE_LIMIT=false). Each test
 * fails if its protection is removed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await withAccounts(await createTestApp({}, { seed: false }));
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/authentication_token', payload: { username, password }, remoteAddress: ip, headers });
const failuresAudited = async (target: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.target, target))).filter((r) => r.action === 'auth.login.failure').length;

describe('rate limits', () => {
  it('limits failed logins per username (from any address) with 429 + Retry-After, before hashing', async () => {
    for (let i = 0; i < 10; i++) expect((await login('guardian@example.test', 'Wrong1234!', `10.0.0.${i}`)).statusCode).toBe(401);
    const limited = await login('guardian@example.test', FACTORY_PASSWORD, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The refused attempt never reached the password check (no 11th failure recorded).
    expect(await failuresAudited('guardian@example.test')).toBe(10);
    // Another account from the same addresses is unaffected.
    expect((await login('member@example.test', FACTORY_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  // Issue 20 item 5: a stranger failing with someone's username cannot lock them out where they sign in.
  it('keeps an account open at an address it signed in from while strangers fail with its username', async () => {
    await createUser(t, { username: 'regular@example.test' });
    expect((await login('regular@example.test', FACTORY_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login('regular@example.test', 'Wrong1234!', `203.0.113.${100 + i}`)).statusCode).toBe(401);
    // From an address the account has never signed in from, guessing stays closed…
    expect((await login('regular@example.test', FACTORY_PASSWORD, '203.0.113.120')).statusCode).toBe(429);
    // …but its owner signs in where they always do.
    expect((await login('regular@example.test', FACTORY_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
  });

  it('limits failed logins per username and address, even from an address the account knows', async () => {
    await createUser(t, { username: 'shared@example.test' });
    const ip = '10.4.1.1';
    expect((await login('shared@example.test', FACTORY_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login('shared@example.test', 'Wrong1234!', ip)).statusCode).toBe(401);
    expect((await login('shared@example.test', 'Wrong1234!', ip)).statusCode).toBe(429);
  });

  it('keeps password recovery open at an address the account signed in from while strangers use it up', async () => {
    await createUser(t, { username: 'forgetful@example.test' });
    expect((await login('forgetful@example.test', FACTORY_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    const request = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/password-reset/request',
        payload: { username: 'forgetful@example.test', method: 'email' },
        remoteAddress: ip,
      });
    const check = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/password-reset/validate',
        payload: { username: 'forgetful@example.test', code: '000000' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await request(`203.0.113.${130 + i}`)).statusCode).toBe(200);
    expect((await request('203.0.113.140')).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) expect((await check(`203.0.113.${150 + i}`)).statusCode).toBe(400);
    expect((await check('203.0.113.170')).statusCode).toBe(429);
    // The owner, where they signed in before, can still ask for a code and check it.
    expect((await request('10.5.0.1')).statusCode).toBe(200);
    expect((await check('10.5.0.1')).statusCode).toBe(400);
  });

  it('limits failed logins per address across usernames', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < 30; i++) await login(`nobody${i}@example.test`, 'Wrong1234!', ip);
    const limited = await login('manager@example.test', FACTORY_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login('manager@example.test', FACTORY_PASSWORD, '192.0.2.8')).statusCode).toBe(200);
  });

  it('never throttles successful sign-ins from one address below 60 a minute', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 65; i++) expect((await login('admin@example.test', FACTORY_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('trusts X-Forwarded-For only from configured proxies', async () => {
    // No TRUST_PROXY here: a forged header does not give each attempt a fresh address.
    for (let i = 0; i < 30; i++) await login(`ghost${i}@example.test`, 'Wrong1234!', '203.0.113.9', { 'x-forwarded-for': `10.9.0.${i}` });
    expect((await login('manager2@example.test', FACTORY_PASSWORD, '203.0.113.9', { 'x-forwarded-for': '10.9.9.9' })).statusCode).toBe(429);

    // Behind a configured proxy, the client address comes from the header.
    const proxied = await withAccounts(await createTestApp({ TRUST_PROXY: '127.0.0.1' }, { seed: false }));
    try {
      const viaProxy = (clientIp: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/authentication_token',
          payload: { username: 'member@example.test', password: FACTORY_PASSWORD },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': clientIp },
        });
      for (let i = 0; i < 30; i++) {
        await proxied.app.inject({
          method: 'POST',
          url: '/api/authentication_token',
          payload: { username: `ghost${i}@example.test`, password: 'Wrong1234!' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '203.0.113.50' },
        });
      }
      expect((await viaProxy('203.0.113.50')).statusCode).toBe(429);
      expect((await viaProxy('203.0.113.51')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('shares counters across API processes (same database, two app instances)', async () => {
    // A second app on the same database, as a second API process would be.
    const database = { db: t.db, kind: 'pglite' as const, listen: async () => async () => undefined, close: async () => undefined };
    const second = await buildApp({ config: testConfig(), database, logger: false, rateLimitClock: t.rateLimitClock });
    await second.ready();
    try {
      const ip = '192.0.2.99';
      for (let i = 0; i < 30; i++) await login(`someone${i}@example.test`, 'Wrong1234!', ip);
      const other = await second.inject({
        method: 'POST',
        url: '/api/authentication_token',
        payload: { username: 'member@example.test', password: FACTORY_PASSWORD },
        remoteAddress: ip,
      });
      expect(other.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('limits registrations per address, before any work', async () => {
    const ip = '192.0.2.200';
    const register = (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/users/register', payload: validSignup(`new${i}@example.test`), remoteAddress: ip });
    for (let i = 0; i < 10; i++) expect((await register(i)).statusCode).toBe(200);
    const limited = await register(10);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits recovery requests per username and code checks per username', async () => {
    const request = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/password-reset/request',
        payload: { username: 'member@example.test', method: 'email' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await request(`10.1.0.${i}`)).statusCode).toBe(200);
    expect((await request('10.1.1.1')).statusCode).toBe(429);
    const check = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/password-reset/validate',
        payload: { username: 'member@example.test', code: '000000' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await check(`10.2.0.${i}`)).statusCode).toBe(400);
    const limited = await check('10.2.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('refresh cookie', () => {
  it('is httpOnly and SameSite=Strict, and Secure in production', async () => {
    const dev = await login('member@example.test', FACTORY_PASSWORD, '10.3.0.1');
    expect(dev.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const prod = await withAccounts(await createTestApp({ NODE_ENV: 'production' }, { seed: false }));
    try {
      const response = await prod.app.inject({
        method: 'POST',
        url: '/api/authentication_token',
        payload: { username: 'member@example.test', password: FACTORY_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        secure: true,
      });
      // And the developer outbox does not exist in production.
      expect((await prod.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('logout revokes the refresh token at once', async () => {
    const response = await login('guardian@example.test', FACTORY_PASSWORD, '10.3.0.2');
    const cookie = refreshCookieOf(response)!;
    await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { [REFRESH_COOKIE_NAME]: cookie } });
    const after = await t.app.inject({ method: 'POST', url: '/api/refresh_token', cookies: { [REFRESH_COOKIE_NAME]: cookie } });
    expect(after.statusCode).toBe(401);
  });
});

describe('no user enumeration', () => {
  it('login, registration and recovery answer the same for existing and unknown accounts', async () => {
    const a = await login('member@example.test', 'Wrong1234!', '10.4.0.1');
    const b = await login('unknown@example.test', 'Wrong1234!', '10.4.0.2');
    expect(errorTextOf(a)).toBe(errorTextOf(b));
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: validSignup('member@example.test'),
      remoteAddress: '10.4.0.3',
    });
    expect(errorBodyOf(taken)).toEqual({ code: 400, errorCode: 'REGISTRATION_FAILED', message: 'An error occurred while registering' });
    const recover = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/password-reset/request',
        payload: { username, method: 'email' },
        remoteAddress: '10.4.0.4',
      });
    expect((await recover('manager@example.test')).body).toBe((await recover('ghost@example.test')).body);
  });
});
