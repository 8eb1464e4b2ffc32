import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { describeFileStorageContract } from './file-storage.contract';
import { LocalFileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

let dir: string;
let local: LocalFileStorage;
let s3server: TestS3Server;
let s3: S3FileStorage;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tribuna-file-storage-'));
  local = new LocalFileStorage(dir);
  s3server = await startS3Server();
  await s3server.createBucket('contract-bucket');
  s3 = new S3FileStorage(s3server.settings('contract-bucket'));
});
afterAll(async () => {
  s3?.close();
  await s3server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describeFileStorageContract('LocalFileStorage', () => local);
describeFileStorageContract('S3FileStorage on s3rver', () => s3);

describe('S3FileStorage', () => {
  it('reports the size of a stored object, and none for a missing one', async () => {
    await s3.put('stat/one.txt', Buffer.from('12345'));
    expect(await s3.stat('stat/one.txt')).toMatchObject({ size: 5 });
    expect(await s3.stat('stat/none.txt')).toBeUndefined();
  });

  it('throws for a bucket that does not exist instead of reading it as "no file"', async () => {
    const lost = new S3FileStorage(s3server.settings('no-such-bucket'));
    try {
      await expect(lost.get('stat/one.txt')).rejects.toThrow(/bucket/i);
      await expect(lost.put('stat/one.txt', Buffer.from('x'))).rejects.toThrow(/bucket/i);
    } finally {
      lost.close();
    }
  });
});
