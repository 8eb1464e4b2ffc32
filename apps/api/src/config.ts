import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { STORAGE_ENV, storageSettings, type StorageSettings } from './lib/uploads/storage-config';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST_DIR } from './paths';

/** A configuration problem; its message is the one line printed before exiting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: optionalText,
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // During a JWT secret rotation: the secret before JWT_SECRET, still accepted on access tokens (docs/operations.md).
  JWT_SECRET_PREVIOUS: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TOKEN_TTL: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TTL: z.coerce
    .number()
    .int()
    .min(300)
    .max(31_536_000)
    .default(30 * 24 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // true/false, a hop count, or a comma-separated list of trusted proxy addresses.
  TRUST_PROXY: optionalText,
  CORS_ORIGINS: optionalText.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url()))
      .optional(),
  ),
  STAGING_BANNER: optionalText,
  // Demo mode (seeded demo accounts, public outbox page, banner); default set in parseConfig.
  DEMO_MODE: optionalText.pipe(booleanText.optional()),
  SENTRY_DSN: optionalText.pipe(z.url().optional()),
  // Bearer token of GET /metrics (Prometheus); unset = no metrics endpoint (404).
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  LEGACY_APP_URL: optionalText.pipe(z.url().optional()),
  SUPPORT_CHAT_URL: optionalText.pipe(z.url().optional()),
  // The platform's support address, offered on the managers' Support page.
  SUPPORT_EMAIL: optionalText.pipe(z.email().optional()),
  WEB_DIST_DIR: optionalText,
  RATE_LIMIT: optionalText.pipe(booleanText.optional()),
  // The shop's built-in test payment provider (issue 12); default on outside production.
  PAYMENTS_TEST_PROVIDER: optionalText.pipe(booleanText.optional()),
  // Stripe Connect (issue 12): the platform's secret key and the webhook endpoint's signing secret.
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // During a webhook secret roll in Stripe's dashboard: the old signing secret, still accepted.
  STRIPE_WEBHOOK_SECRET_PREVIOUS: optionalText,
  // Another Stripe API address: a local double of Stripe's API in tests.
  STRIPE_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // How many checkouts of this process write to the database at once (the rest queue in the process).
  CHECKOUT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  // Uploads: STORAGE_DRIVER=local|s3 and the S3_* variables (lib/uploads/storage-config.ts).
  ...STORAGE_ENV,
  // Notifications (ADR 0004). Unset transports keep messages 'held' in the outbox.
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  SMS_PROVIDER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_PROVIDER_TOKEN: optionalText,
  SMS_FROM: optionalText,
  WHATSAPP_PROVIDER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  WHATSAPP_PROVIDER_TOKEN: optionalText,
  WHATSAPP_FROM: optionalText,
  APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Degraded mode and operations (issue 26, decision 0016).
  MIGRATE_ON_START: optionalText.pipe(booleanText.optional()),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  // Tests only (refused in production): bookings act as if the process started at this instant.
  BOOKINGS_CLOCK: optionalText.pipe(z.iso.datetime({ offset: true }).optional()),
  // Tests only (refused in production): external calendar feeds may be read from 127.0.0.1 / ::1.
  EXTERNAL_FEEDS_ALLOW_LOOPBACK: optionalText.pipe(booleanText.optional()),
});

export type AppConfig = {
  port: number;
  host: string;
  nodeEnv: 'development' | 'test' | 'production';
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  /** JWT_SECRET_PREVIOUS: access tokens signed with it still verify (rotation window); nothing is signed with it. */
  jwtSecretPrevious: string | null;
  /** METRICS_TOKEN: the bearer token Prometheus presents on GET /metrics; null = no metrics endpoint. */
  metricsToken: string | null;
  tokenTtl: number;
  refreshTtl: number;
  logLevel: string;
  trustProxy: boolean | number | string[];
  corsOrigins: string[];
  stagingBanner: string | null;
  /**
   * Demo mode: an empty database gets the demo accounts at start, /api/dev/outbox shows every
   * held message (reset codes included) to anyone, and the web app shows a demo banner.
   * Never true when nodeEnv is production.
   */
  demoMode: boolean;
  sentryDsn: string | null;
  legacyAppUrl: string | null;
  supportChatUrl: string | null;
  /** SUPPORT_EMAIL: where managers write to the platform's team (their Support page); null when unset. */
  supportEmail: string | null;
  webDistDir: string;
  rateLimit: boolean;
  /**
   * The shop's built-in test provider: its "pay" button marks an order paid with no money moved.
   * Always off in production (asking for it there stops start-up), where it would hand out goods for free.
   */
  paymentsTestProvider: boolean;
  /** Stripe Connect, when both secrets are set; null leaves card payments off. */
  stripe: StripeSettings | null;
  /**
   * Checkouts writing to the database at once, per process. Buyers of one product update its row
   * one after another whatever this is; more at once only adds backends sleeping on that lock.
   */
  checkoutConcurrency: number;
  /** STORAGE_DRIVER and S3_*: where uploaded files live (lib/uploads/uploads-storage.ts builds the store). */
  storage: StorageSettings;
  smtpUrl: string | null;
  mailFrom: string;
  sms: ProviderConfig | null;
  whatsapp: ProviderConfig | null;
  /** Public base URL of the web app, for links in messages (no trailing slash). */
  appUrl: string;
  /** BOOKINGS_CLOCK: where the bookings' clock starts (tests of a date such as a clock change); null is the real clock. */
  bookingsClock: Date | null;
  /**
   * EXTERNAL_FEEDS_ALLOW_LOOPBACK: external calendar feeds may be read from loopback, for tests
   * that serve one locally; every other internal address stays refused. Never in production.
   */
  externalFeedsAllowLoopback: boolean;
  /** MIGRATE_ON_START: false leaves migrations to `npm run db:migrate` (one run per release, not per replica). */
  migrateOnStart: boolean;
  /** SHUTDOWN_TIMEOUT_MS: how long a SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** DB_CONNECT_TIMEOUT_MS: a new PostgreSQL connection not made by then fails, so requests answer 503 instead of hanging. */
  dbConnectTimeoutMs: number;
};

/** Stripe Connect's secrets (features/commerce/payments/stripe-gateway.ts). */
export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_WEBHOOK_SECRET_PREVIOUS: the rolled secret, accepted too until Stripe stops signing with it. */
  previousWebhookSecret?: string;
  apiBase: string | null;
};

/** A Twilio-style REST messaging provider (lib/outbox/transports). */
export type ProviderConfig = { url: string; token: string | null; from: string | null };

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Demo by default only for a trial: the embedded database outside production. */
function defaultDemoMode(nodeEnv: AppConfig['nodeEnv'], databaseUrl: string | undefined): boolean {
  return nodeEnv !== 'production' && !databaseUrl;
}

/** Validates the environment; throws ConfigError naming the first bad variable. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is not valid'}`);
  }
  const e = result.data;
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production with DATABASE_URL');
  }
  // Demo accounts share one published password and the outbox page shows reset codes to anyone:
  // a production server must never run that way, so the combination is refused, not ignored.
  if (e.NODE_ENV === 'production' && e.BOOKINGS_CLOCK) {
    throw new ConfigError('Invalid configuration: BOOKINGS_CLOCK is for tests and is not allowed when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.EXTERNAL_FEEDS_ALLOW_LOOPBACK) {
    throw new ConfigError('Invalid configuration: EXTERNAL_FEEDS_ALLOW_LOOPBACK is for tests and is not allowed when NODE_ENV=production');
  }
  if (e.JWT_SECRET_PREVIOUS && (!e.JWT_SECRET || e.JWT_SECRET_PREVIOUS === e.JWT_SECRET)) {
    throw new ConfigError('Invalid configuration: JWT_SECRET_PREVIOUS needs a different JWT_SECRET (the new secret) beside it');
  }
  if (e.STRIPE_WEBHOOK_SECRET_PREVIOUS && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration: STRIPE_WEBHOOK_SECRET_PREVIOUS needs STRIPE_WEBHOOK_SECRET (the new secret) beside it');
  }
  if (e.NODE_ENV === 'production' && e.DEMO_MODE === true) {
    throw new ConfigError('Invalid configuration: DEMO_MODE=true is not allowed when NODE_ENV=production');
  }
  // Its "pay" button marks orders and bookings paid with no money moved: in production that gives goods away.
  if (e.NODE_ENV === 'production' && e.PAYMENTS_TEST_PROVIDER === true) {
    throw new ConfigError('Invalid configuration: PAYMENTS_TEST_PROVIDER=true is not allowed when NODE_ENV=production');
  }
  const storage = storageSettings(e);
  if ('problem' in storage) throw new ConfigError(`Invalid configuration: ${storage.problem}`);
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ? resolve(e.DATA_DIR) : DEFAULT_DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    jwtSecretPrevious: e.JWT_SECRET_PREVIOUS ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    tokenTtl: e.TOKEN_TTL,
    refreshTtl: e.REFRESH_TTL,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS ?? [],
    stagingBanner: e.STAGING_BANNER ?? null,
    demoMode: e.DEMO_MODE ?? defaultDemoMode(e.NODE_ENV, e.DATABASE_URL),
    sentryDsn: e.SENTRY_DSN ?? null,
    legacyAppUrl: e.LEGACY_APP_URL ?? null,
    supportChatUrl: e.SUPPORT_CHAT_URL ?? null,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    rateLimit: e.RATE_LIMIT ?? true,
    paymentsTestProvider: e.PAYMENTS_TEST_PROVIDER ?? e.NODE_ENV !== 'production',
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE ?? null,
            ...(e.STRIPE_WEBHOOK_SECRET_PREVIOUS ? { previousWebhookSecret: e.STRIPE_WEBHOOK_SECRET_PREVIOUS } : {}),
          }
        : null,
    checkoutConcurrency: e.CHECKOUT_CONCURRENCY,
    storage,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'Tribuna <no-reply@tribuna.localhost>',
    sms: e.SMS_PROVIDER_URL ? { url: e.SMS_PROVIDER_URL, token: e.SMS_PROVIDER_TOKEN ?? null, from: e.SMS_FROM ?? null } : null,
    whatsapp: e.WHATSAPP_PROVIDER_URL
      ? { url: e.WHATSAPP_PROVIDER_URL, token: e.WHATSAPP_PROVIDER_TOKEN ?? null, from: e.WHATSAPP_FROM ?? null }
      : null,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    bookingsClock: e.BOOKINGS_CLOCK ? new Date(e.BOOKINGS_CLOCK) : null,
    externalFeedsAllowLoopback: e.EXTERNAL_FEEDS_ALLOW_LOOPBACK ?? false,
    migrateOnStart: e.MIGRATE_ON_START ?? true,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
  };
}

/**
 * Without JWT_SECRET, a secret is generated once and kept in DATA_DIR/jwt-secret so tokens
 * survive restarts. (parseConfig already refused this case in production on PostgreSQL.)
 */
export function ensureJwtSecret(config: AppConfig): AppConfig & { jwtSecret: string } {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { ...config, jwtSecret: stored };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { ...config, jwtSecret: secret };
}

export type ResolvedConfig = AppConfig & { jwtSecret: string };

/** Reads process.env, then resolves the JWT secret. Throws ConfigError on any problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ResolvedConfig {
  return ensureJwtSecret(parseConfig(env));
}
