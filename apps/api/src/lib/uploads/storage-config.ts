import { z } from 'zod';

/** Where uploads live: local disk under DATA_DIR/uploads (one machine), or an S3-compatible bucket (several). */
export type StorageSettings = { driver: 'local' } | { driver: 's3'; s3: S3Settings };

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible store's address (MinIO, Ceph, R2…); null is AWS's own endpoint for the region. */
  endpoint: string | null;
  /** null: the AWS SDK's default credential chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: most S3-compatible stores want it. */
  forcePathStyle: boolean;
};

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** S3's bucket naming rules (3–63 characters, lower case, digits, dots and dashes). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The storage variables of the environment schema (config.ts spreads them into its own). */
export const STORAGE_ENV = {
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText.pipe(z.string().regex(BUCKET, 'must be a valid S3 bucket name').optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .transform((v) => v === 'true' || v === '1' || v === 'yes')
      .optional(),
  ),
};

type StorageEnv = z.output<z.ZodObject<typeof STORAGE_ENV>>;

/**
 * The storage settings, or the one problem to report (config.ts turns it into its ConfigError).
 * The S3 variables are only required when STORAGE_DRIVER=s3; a local store ignores them.
 */
export function storageSettings(e: StorageEnv): StorageSettings | { problem: string } {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  if (!e.S3_BUCKET) return { problem: 'S3_BUCKET is required when STORAGE_DRIVER=s3' };
  if (!e.S3_REGION) return { problem: 'S3_REGION is required when STORAGE_DRIVER=s3' };
  // Half a key pair is a typo, not a choice: refuse it rather than fall back to another identity.
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    return { problem: `${missing} is required when the other S3 key is set` };
  }
  return {
    driver: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT ?? null,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : null,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    },
  };
}
