import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';
import { hashRefreshToken, newRefreshToken, successorRefreshToken, TokenService } from './tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const tokens = new TokenService(SECRET, 900);

const codeOf = async (run: () => unknown) => {
  try {
    await run();
    return 'ok';
  } catch (error) {
    return (error as AppError).errorCode;
  }
};

describe('access tokens', () => {
  it('round-trip the user id', async () => {
    const token = await tokens.sign('user-public-id');
    expect(tokens.verify(token)).toEqual({ userId: 'user-public-id' });
  });

  it('still expire after a first successful verification (remembered tokens)', async () => {
    const token = await tokens.sign('u');
    expect(tokens.verify(token)).toEqual({ userId: 'u' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 901_000 + 5_000);
    expect(await codeOf(() => tokens.verify(token))).toBe('TOKEN_EXPIRED');
  });
  afterEach(() => vi.useRealTimers());

  it('report expiry separately', async () => {
    const token = await tokens.sign('u', Math.floor(Date.now() / 1000) - 1000);
    expect(await codeOf(() => tokens.verify(token))).toBe('TOKEN_EXPIRED');
  });

  it('refuse another key, another audience, another type and the none algorithm', async () => {
    const key = new TextEncoder().encode(SECRET);
    const base = () => new SignJWT({ type: 'access' }).setSubject('u').setIssuer('tribuna').setExpirationTime('5m');
    const otherKey = await new TokenService('another-secret-of-at-least-thirty-two-chars', 900).sign('u');
    const otherAudience = await base().setAudience('elsewhere').setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    // Same key and claims but a header we never issue (no typ): refused by the allow-list.
    const otherHeader = await base().setAudience('tribuna-api').setProtectedHeader({ alg: 'HS256' }).sign(key);
    const hs512 = await base().setAudience('tribuna-api').setProtectedHeader({ alg: 'HS512', typ: 'JWT' }).sign(key);
    const refreshType = await new SignJWT({ type: 'refresh' })
      .setSubject('u')
      .setIssuer('tribuna')
      .setAudience('tribuna-api')
      .setExpirationTime('5m')
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'u', type: 'access', iss: 'tribuna', aud: 'tribuna-api', exp: 9e9 })).toString(
      'base64url',
    );
    for (const token of [otherKey, otherAudience, otherHeader, hs512, refreshType, `${header}.${payload}.`, 'garbage', 'a.b.c']) {
      expect(await codeOf(() => tokens.verify(token))).toBe('TOKEN_INVALID');
    }
  });
});

it('refuses a token whose payload was changed after signing', async () => {
  const [header, , signature] = (await tokens.sign('alice')).split('.');
  const forged = Buffer.from(JSON.stringify({ sub: 'mallory', type: 'access', iss: 'tribuna', aud: 'tribuna-api', exp: 9e9 })).toString(
    'base64url',
  );
  expect(await codeOf(() => tokens.verify(`${header}.${forged}.${signature}`))).toBe('TOKEN_INVALID');
});

describe('refresh tokens', () => {
  it('are random and stored only as a sha-256 digest', () => {
    const token = newRefreshToken();
    expect(token).not.toBe(newRefreshToken());
    expect(hashRefreshToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(token)).not.toContain(token);
  });
});

describe('session claim', () => {
  it('names the refresh family a token was issued for, and refuses a sid that is not a string', async () => {
    const token = await tokens.sign('u', undefined, { sessionId: 'family-1' });
    expect(tokens.verify(token)).toEqual({ userId: 'u', sessionId: 'family-1' });
    const forged = await new SignJWT({ type: 'access', sid: 42 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u')
      .setIssuer('tribuna')
      .setAudience('tribuna-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    expect(await codeOf(() => tokens.verify(forged))).toBe('TOKEN_INVALID');
  });
});

describe('impersonation and password reset tokens', () => {
  it('carry the real actor as act.sub and expose it as impersonatorId', async () => {
    const token = await tokens.sign('member-id', undefined, { actorId: 'admin-id' });
    expect(tokens.verify(token)).toEqual({ userId: 'member-id', impersonatorId: 'admin-id' });
    expect(tokens.verify(await tokens.signImpersonation('m', 'a'))).toEqual({ userId: 'm', impersonatorId: 'a' });
  });

  it('refuse a malformed act claim or one naming the subject itself', async () => {
    const key = new TextEncoder().encode(SECRET);
    const make = (act: unknown) =>
      new SignJWT({ type: 'access', act })
        .setSubject('u')
        .setIssuer('tribuna')
        .setAudience('tribuna-api')
        .setExpirationTime('5m')
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(key);
    for (const act of ['admin', { sub: 42 }, null, { sub: 'u' }]) {
      expect(await codeOf(async () => tokens.verify(await make(act)))).toBe('TOKEN_INVALID');
    }
  });

  it('keep password reset tokens out of normal routes, and access tokens out of the reset check', async () => {
    const reset = await tokens.sign('u', undefined, { type: 'password_reset' });
    expect(await codeOf(() => tokens.verify(reset))).toBe('TOKEN_INVALID');
    expect(tokens.verify(reset, 'password_reset')).toEqual({ userId: 'u' });
    expect(await codeOf(async () => tokens.verify(await tokens.sign('u'), 'password_reset'))).toBe('TOKEN_INVALID');
  });
});

describe('refresh token successor', () => {
  it('is derived with the secret: stable for one token, different per token and per secret', () => {
    const token = newRefreshToken();
    expect(successorRefreshToken(SECRET, token)).toBe(successorRefreshToken(SECRET, token));
    expect(successorRefreshToken(SECRET, token)).not.toBe(successorRefreshToken(SECRET, newRefreshToken()));
    expect(successorRefreshToken(SECRET, token)).not.toBe(successorRefreshToken(`${SECRET}x`, token));
  });
});
