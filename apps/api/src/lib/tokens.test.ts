import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';
import { hashRefreshToken, newRefreshToken, TokenService } from './tokens';

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
    const payload = Buffer.from(JSON.stringify({ sub: 'u', type: 'access', iss: 'tribuna', aud: 'tribuna-api', exp: 9e9 })).toString('base64url');
    for (const token of [otherKey, otherAudience, otherHeader, hs512, refreshType, `${header}.${payload}.`, 'garbage', 'a.b.c']) {
      expect(await codeOf(() => tokens.verify(token))).toBe('TOKEN_INVALID');
    }
  });
});

it('refuses a token whose payload was changed after signing', async () => {
  const [header, , signature] = (await tokens.sign('alice')).split('.');
  const forged = Buffer.from(JSON.stringify({ sub: 'mallory', type: 'access', iss: 'tribuna', aud: 'tribuna-api', exp: 9e9 })).toString('base64url');
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
