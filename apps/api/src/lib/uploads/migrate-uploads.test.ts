import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { LocalFileStorage } from './file-storage';
import { migrateUploads } from './migrate-uploads';
import { S3FileStorage } from './s3-file-storage';

let s3server: TestS3Server;
let bucket: S3FileStorage;
let bucketCount = 0;
let sourceDir: string;

const FILES: Record<string, Buffer> = {
  'club-logos/aaaa1111.webp': randomBytes(2048),
  'sponsor-logos/aaaa1111/bbbb2222.webp': randomBytes(1500),
  'message-attachments/aaaa1111/cccc3333.pdf': randomBytes(300_000),
  'expense-receipts/dddd4444.jpg': Buffer.alloc(0),
};

beforeAll(async () => {
  s3server = await startS3Server();
});
// Each test: a fresh bucket, and the local store as the app left it (plus an interrupted write's leftover).
beforeEach(async () => {
  bucketCount += 1;
  await s3server.createBucket(`migration-${bucketCount}`);
  bucket?.close();
  bucket = new S3FileStorage(s3server.settings(`migration-${bucketCount}`));
  sourceDir = mkdtempSync(join(tmpdir(), 'tribuna-migrate-uploads-'));
  const local = new LocalFileStorage(sourceDir);
  for (const [key, bytes] of Object.entries(FILES)) await local.put(key, bytes);
  mkdirSync(join(sourceDir, 'club-logos'), { recursive: true });
  writeFileSync(join(sourceDir, 'club-logos/aaaa1111.webp.5f2a9c.tmp'), 'half a file');
  return () => rmSync(sourceDir, { recursive: true, force: true });
});
afterAll(async () => {
  bucket?.close();
  await s3server?.close();
});

const keys = Object.keys(FILES);

describe('moving local uploads to S3', () => {
  it('copies every file under its key, verified, and keeps the source unless asked', async () => {
    const lines: string[] = [];
    const report = await migrateUploads({ sourceDir, target: bucket, log: (l) => lines.push(l) });
    expect(report).toMatchObject({ scanned: 5, copied: 4, skipped: 0, deleted: 0, failed: [] });
    expect(report.ignored).toEqual(['club-logos/aaaa1111.webp.5f2a9c.tmp']);
    expect(report.bytesCopied).toBe(2048 + 1500 + 300_000);
    for (const key of keys) {
      expect((await bucket.get(key))?.equals(FILES[key]!), key).toBe(true);
      expect(existsSync(join(sourceDir, key)), key).toBe(true);
    }
    expect(lines).toContain('copied sponsor-logos/aaaa1111/bbbb2222.webp (1500 bytes)');
  });

  it('writes nothing in a dry run, only counts', async () => {
    const report = await migrateUploads({ sourceDir, target: bucket, dryRun: true, deleteSource: true });
    expect(report).toMatchObject({ scanned: 5, copied: 4, skipped: 0, deleted: 0, failed: [] });
    for (const key of keys) {
      expect(await bucket.get(key), key).toBeUndefined();
      expect(existsSync(join(sourceDir, key)), key).toBe(true);
    }
  });

  it('skips what is already there when run again, and copies a file whose content changed', async () => {
    await migrateUploads({ sourceDir, target: bucket });
    expect(await migrateUploads({ sourceDir, target: bucket })).toMatchObject({ copied: 0, skipped: 4, failed: [] });

    // Same size, other bytes: the size alone would miss it.
    const changed = randomBytes(2048);
    writeFileSync(join(sourceDir, 'club-logos/aaaa1111.webp'), changed);
    const again = await migrateUploads({ sourceDir, target: bucket });
    expect(again).toMatchObject({ copied: 1, skipped: 3, bytesCopied: 2048, failed: [] });
    expect((await bucket.get('club-logos/aaaa1111.webp'))?.equals(changed)).toBe(true);
  });

  it('deletes the local files only when asked, after the bucket holds them, leaving what it ignored', async () => {
    const report = await migrateUploads({ sourceDir, target: bucket, deleteSource: true });
    expect(report).toMatchObject({ copied: 4, deleted: 4, failed: [] });
    for (const key of keys) {
      expect(existsSync(join(sourceDir, key)), key).toBe(false);
      expect((await bucket.get(key))?.equals(FILES[key]!), key).toBe(true);
    }
    expect(existsSync(join(sourceDir, 'club-logos/aaaa1111.webp.5f2a9c.tmp'))).toBe(true);
  });

  it('reports a failure and keeps the source when the bucket cannot take the files', async () => {
    const missing = new S3FileStorage(s3server.settings('no-such-bucket'));
    try {
      const report = await migrateUploads({ sourceDir, target: missing, deleteSource: true });
      expect(report).toMatchObject({ scanned: 5, copied: 0, deleted: 0 });
      expect(report.failed.map((f) => f.key).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(existsSync(join(sourceDir, key)), key).toBe(true);
    } finally {
      missing.close();
    }
  });

  it('finds nothing to do when the local store was never used', async () => {
    const empty = join(sourceDir, 'never-created');
    expect(existsSync(dirname(empty))).toBe(true);
    expect(await migrateUploads({ sourceDir: empty, target: bucket })).toMatchObject({ scanned: 0, copied: 0, failed: [] });
  });
});
