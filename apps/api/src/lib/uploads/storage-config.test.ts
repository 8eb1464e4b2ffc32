import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';

const S3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'club-uploads', S3_REGION: 'eu-south-2' };

const problemOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('storage configuration', () => {
  it('keeps uploads on local disk by default and ignores the S3 variables there', () => {
    expect(parseConfig({}).storage).toEqual({ driver: 'local' });
    expect(parseConfig({ STORAGE_DRIVER: 'local', S3_REGION: 'eu-west-1' }).storage).toEqual({ driver: 'local' });
  });

  it('reads an S3-compatible store with its key pair and path-style addressing', () => {
    const config = parseConfig({
      ...S3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'club-uploads',
        region: 'eu-south-2',
        endpoint: 'http://127.0.0.1:9000',
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
        forcePathStyle: true,
      },
    });
  });

  it("uses AWS's endpoint and default credential chain when neither is given", () => {
    expect(parseConfig(S3).storage).toEqual({
      driver: 's3',
      s3: { bucket: 'club-uploads', region: 'eu-south-2', endpoint: null, credentials: null, forcePathStyle: false },
    });
  });

  it('names the one bad or missing variable', () => {
    for (const [env, expected] of [
      [{ STORAGE_DRIVER: 'disk' }, /^Invalid configuration: STORAGE_DRIVER /],
      [{ STORAGE_DRIVER: 's3', S3_REGION: 'eu-south-2' }, /^Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3$/],
      [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'club-uploads' }, /^Invalid configuration: S3_REGION is required when STORAGE_DRIVER=s3$/],
      [{ ...S3, S3_BUCKET: 'Club_Uploads' }, /^Invalid configuration: S3_BUCKET must be a valid S3 bucket name$/],
      [{ ...S3, S3_ENDPOINT: 'ftp://store' }, /^Invalid configuration: S3_ENDPOINT /],
      [{ ...S3, S3_FORCE_PATH_STYLE: 'maybe' }, /^Invalid configuration: S3_FORCE_PATH_STYLE /],
      [
        { ...S3, S3_ACCESS_KEY_ID: 'only-the-id' },
        /^Invalid configuration: S3_SECRET_ACCESS_KEY is required when the other S3 key is set$/,
      ],
      [
        { ...S3, S3_SECRET_ACCESS_KEY: 'only-the-secret' },
        /^Invalid configuration: S3_ACCESS_KEY_ID is required when the other S3 key is set$/,
      ],
    ] as const) {
      expect(problemOf(env)).toMatch(expected);
    }
  });
});
