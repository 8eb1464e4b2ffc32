import { REFRESH_COOKIE_NAME, TokenResponseSchema } from '@tribuna/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens } from '../../db/schema';
import { hashRefreshToken } from '../../lib/tokens';
import { createUser, FACTORY_PASSWORD, type UserFixture } from '../../test/factories';
import { bearer, createTestApp, refreshCookieOf, type TestApp } from '../../test/test-app';
import { errorBodyOf } from '../../test/error-body';

let t: TestApp;
let member: UserFixture;
let other: UserFixture;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  member = await createUser(t);
  other = await createUser(t);
});
afterAll(() => t.close());

const login = (username: string, password = FACTORY_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/authentication_token', payload: { username, password } });
const refresh = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/refresh_token',
    headers,
    cookies: cookie ? { [REFRESH_COOKIE_NAME]: cookie } : {},
  });

describe('POST /api/authentication_token', () => {
  it('accepts a username typed with spaces and capitals, and sets the refresh cookie', async () => {
    const response = await login(`  ${member.username.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    const body = TokenResponseSchema.parse(response.json());
    expect(body.token_ttl).toBe(900);
    expect(body.refresh_token_expiration).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    const profile = await t.app.inject({ url: '/api/profile', headers: bearer(body.token) });
    expect(profile.json().username).toBe(member.username);
  });

  it('answers a wrong password and an unknown user with the same exact 401 body', async () => {
    for (const response of [await login(member.username, 'Wrong1234!'), await login('nobody@example.test')]) {
      expect(response.statusCode).toBe(401);
      expect(errorBodyOf(response)).toEqual({ code: 401, errorCode: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' });
      expect(refreshCookieOf(response)).toBeUndefined();
    }
  });

  it('validates the body with a field list', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/authentication_token', payload: { username: ' ' } });
    expect(response.statusCode).toBe(400);
    const fields = response.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field);
    expect(fields).toEqual(['username', 'password']);
  });

  it('records successes and failures in the audit log', async () => {
    await login(other.username, 'nope');
    await login(other.username);
    const rows = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    expect(rows.map((r) => r.action)).toEqual(['auth.login.success', 'auth.login.failure']);
    expect(rows[1]?.metadata).toEqual({ reason: 'wrong_password' });
  });
});

describe('POST /api/refresh_token', () => {
  it('rotates the token: the new cookie works, the old one is spent', async () => {
    const { refresh: first } = await t.login(member.username, FACTORY_PASSWORD);
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const token = TokenResponseSchema.parse(rotated.json()).token;
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(200);
    const second = refreshCookieOf(rotated)!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('answers a just-rotated token within 10 s with the same successor (another tab), no revocation', async () => {
    const { refresh: first } = await t.login(member.username, FACTORY_PASSWORD);
    const rotated = await refresh(first);
    const second = refreshCookieOf(rotated)!;
    const again = await refresh(first);
    expect(again.statusCode).toBe(200);
    // The same successor refresh token, and a working access token.
    expect(refreshCookieOf(again)).toBe(second);
    const token = TokenResponseSchema.parse(again.json()).token;
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(200);
    expect(again.json().refresh_token_expiration).toBe(rotated.json().refresh_token_expiration);
    // The family lives on: the successor rotates normally.
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented after the grace window', async () => {
    const { refresh: first } = await t.login(member.username, FACTORY_PASSWORD);
    const second = refreshCookieOf(await refresh(first))!;
    await t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(first)));
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(errorBodyOf(reuse)).toEqual({ code: 401, errorCode: 'REFRESH_FAILED', message: 'Token refresh failed' });
    // The legitimate latest token died with its family.
    expect((await refresh(second)).statusCode).toBe(401);
    const [row] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row?.action).toBe('auth.refresh.reuse_detected');
  });

  it('fails without a cookie, with an unknown cookie, and from a foreign origin', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('not-a-real-token')).json().errorCode).toBe('REFRESH_FAILED');
    const { refresh: cookie } = await t.login(member.username, FACTORY_PASSWORD);
    const foreign = await refresh(cookie, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(401);
    // The foreign attempt did not spend the token; the app's own origin may use it.
    expect((await refresh(cookie, { host: 'tribuna.test', origin: 'https://tribuna.test' })).statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('revokes the refresh family and clears the cookie', async () => {
    const { refresh: cookie } = await t.login(member.username, FACTORY_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { [REFRESH_COOKIE_NAME]: cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loggedOut: true });
    const cleared = response.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect((await refresh(cookie)).statusCode).toBe(401);
    const revoked = await t.db.select().from(refreshTokens).where(eq(refreshTokens.revokedAt, refreshTokens.revokedAt));
    expect(revoked.length).toBeGreaterThan(0);
  });

  it('is public and succeeds without a cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
  });
});
