import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ensureJwtSecret, parseConfig } from './config';

const messageOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('configuration', () => {
  it('has working defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', nodeEnv: 'development', tokenTtl: 900 });
    expect(config.refreshTtl).toBe(30 * 24 * 3600);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names the bad variable in one line', () => {
    for (const [env, name] of [
      [{ PORT: 'abc' }, 'PORT'],
      [{ TOKEN_TTL: '-5' }, 'TOKEN_TTL'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
      [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
      [{ NODE_ENV: 'prod' }, 'NODE_ENV'],
    ] as const) {
      const message = messageOf(env);
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });

  it('requires JWT_SECRET in production on PostgreSQL', () => {
    expect(messageOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' })).toContain('JWT_SECRET');
    expect(messageOf({ NODE_ENV: 'production' })).toBe('ok');
  });

  it('keeps the shop’s test payment provider off in production unless it is asked for', () => {
    const SECRET = 'a-production-secret-of-at-least-32-chars';
    expect(parseConfig({}).paymentsTestProvider).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).paymentsTestProvider).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, PAYMENTS_TEST_PROVIDER: 'false' }).paymentsTestProvider).toBe(false);
    expect(parseConfig({ PAYMENTS_TEST_PROVIDER: 'false' }).paymentsTestProvider).toBe(false);
    // Stripe needs both secrets; one alone leaves card payments off.
    expect(parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).stripe).toBeNull();
    expect(parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiBase: null,
    });
  });

  describe('demo mode', () => {
    const PG = 'postgres://u@h/db';
    const SECRET = 'a-production-secret-of-at-least-32-chars';
    const demoOf = (env: Record<string, string>) => parseConfig(env).demoMode;

    it('is on by default on the embedded database outside production', () => {
      expect(demoOf({})).toBe(true);
      expect(demoOf({ NODE_ENV: 'development' })).toBe(true);
      expect(demoOf({ NODE_ENV: 'test' })).toBe(true);
    });

    it('is off by default on PostgreSQL and in production', () => {
      expect(demoOf({ DATABASE_URL: PG })).toBe(false);
      expect(demoOf({ NODE_ENV: 'test', DATABASE_URL: PG })).toBe(false);
      expect(demoOf({ NODE_ENV: 'production' })).toBe(false);
      expect(demoOf({ NODE_ENV: 'production', DATABASE_URL: PG, JWT_SECRET: SECRET })).toBe(false);
    });

    it('DEMO_MODE=false turns it off, DEMO_MODE=true turns it on outside production', () => {
      for (const off of ['false', '0', 'no']) expect(demoOf({ DEMO_MODE: off })).toBe(false);
      expect(demoOf({ NODE_ENV: 'development', DEMO_MODE: 'false' })).toBe(false);
      expect(demoOf({ NODE_ENV: 'production', DEMO_MODE: 'false' })).toBe(false);
      expect(demoOf({ DATABASE_URL: PG, DEMO_MODE: 'true' })).toBe(true);
      expect(demoOf({ NODE_ENV: 'test', DATABASE_URL: PG, DEMO_MODE: '1' })).toBe(true);
      expect(demoOf({ DEMO_MODE: '' })).toBe(true); // empty means unset
    });

    it('refuses DEMO_MODE=true in production with one line', () => {
      for (const env of [
        { NODE_ENV: 'production', DEMO_MODE: 'true' } as Record<string, string>,
        { NODE_ENV: 'production', DEMO_MODE: 'yes', DATABASE_URL: PG, JWT_SECRET: SECRET },
      ]) {
        const message = messageOf(env);
        expect(message).toBe('Invalid configuration: DEMO_MODE=true is not allowed when NODE_ENV=production');
      }
    });

    it('refuses PAYMENTS_TEST_PROVIDER=true in production with one line: it would hand out goods for free', () => {
      for (const env of [
        { NODE_ENV: 'production', PAYMENTS_TEST_PROVIDER: 'true' } as Record<string, string>,
        { NODE_ENV: 'production', PAYMENTS_TEST_PROVIDER: '1', DATABASE_URL: PG, JWT_SECRET: SECRET },
      ]) {
        expect(messageOf(env)).toBe('Invalid configuration: PAYMENTS_TEST_PROVIDER=true is not allowed when NODE_ENV=production');
      }
    });

    it('names DEMO_MODE when its value is not a boolean', () => {
      expect(messageOf({ DEMO_MODE: 'maybe' })).toContain('DEMO_MODE');
    });
  });

  it('parses lists and proxies', () => {
    const config = parseConfig({ CORS_ORIGINS: 'https://a.test, https://b.test', TRUST_PROXY: '2', TOKEN_TTL: '180' });
    expect(config.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
    expect(config.trustProxy).toBe(2);
    expect(config.tokenTtl).toBe(180);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('generates and keeps a JWT secret in DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tribuna-config-'));
    const first = ensureJwtSecret(parseConfig({ DATA_DIR: dir }));
    const file = join(dir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(ensureJwtSecret(parseConfig({ DATA_DIR: dir })).jwtSecret).toBe(first.jwtSecret);
  });
});

describe('operations settings (issue 26)', () => {
  const NEW = 'the-new-jwt-secret-of-at-least-32-chars';
  const OLD = 'the-old-jwt-secret-of-at-least-32-chars';

  it('takes a previous JWT secret only beside a different current one', () => {
    expect(parseConfig({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: OLD }).jwtSecretPrevious).toBe(OLD);
    expect(parseConfig({}).jwtSecretPrevious).toBeNull();
    expect(() => parseConfig({ JWT_SECRET_PREVIOUS: OLD })).toThrow(ConfigError);
    expect(() => parseConfig({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: NEW })).toThrow(/JWT_SECRET_PREVIOUS/);
    expect(() => parseConfig({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: 'short' })).toThrow(/JWT_SECRET_PREVIOUS/);
  });

  it('takes a previous Stripe webhook secret only with Stripe configured', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_new' };
    expect(parseConfig({ ...stripe, STRIPE_WEBHOOK_SECRET_PREVIOUS: 'whsec_old' }).stripe?.previousWebhookSecret).toBe('whsec_old');
    expect(() => parseConfig({ STRIPE_WEBHOOK_SECRET_PREVIOUS: 'whsec_old' })).toThrow(/STRIPE_WEBHOOK_SECRET_PREVIOUS/);
  });

  it('takes a metrics token of 16 printable characters or more', () => {
    expect(parseConfig({}).metricsToken).toBeNull();
    expect(parseConfig({ METRICS_TOKEN: 'a-metrics-token-0123' }).metricsToken).toBe('a-metrics-token-0123');
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => parseConfig({ METRICS_TOKEN: 'a metrics token with spaces' })).toThrow(/METRICS_TOKEN/);
  });
});
