import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../lib/uploads/storage-config';

// The SDK warns once per process that its 2027 releases will need Node 22; the tests run on Node 20
// on purpose (the supported runtime), so the warning is noise in their output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver's built-in key pair (it checks request signatures against it). */
const ACCESS_KEY = 'S3RVER';

export type TestS3Server = {
  endpoint: string;
  /** Settings of a store on this server, for the bucket the test created. */
  settings(bucket: string): S3Settings;
  /** The same as STORAGE_DRIVER=s3 environment variables, for an app built from its config. */
  env(bucket: string): Record<string, string>;
  createBucket(bucket: string): Promise<void>;
  close(): Promise<void>;
};

/** A real S3-compatible server (s3rver) on a free loopback port, its objects in a temporary directory. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'tribuna-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Settings => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    forcePathStyle: true,
  });
  return {
    endpoint,
    settings,
    env: (bucket) => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async createBucket(bucket) {
      const client = new S3Client({
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      });
      try {
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
      } finally {
        client.destroy();
      }
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
