import { SponsorSchema } from '@tribuna/contract';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createManager, createSponsor, injectAs, multipartFile, signIn } from '../../test/factories';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { S3FileStorage } from './s3-file-storage';

/** The app built from its configuration with STORAGE_DRIVER=s3: uploads go to the bucket, not DATA_DIR. */
let s3server: TestS3Server;
let bucket: S3FileStorage;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  s3server = await startS3Server();
  await s3server.createBucket('club-uploads');
  bucket = new S3FileStorage(s3server.settings('club-uploads'));
  dataDir = mkdtempSync(join(tmpdir(), 'tribuna-s3-uploads-'));
  t = await createTestApp({ RATE_LIMIT: 'false', DATA_DIR: dataDir, ...s3server.env('club-uploads') }, { seed: false });
  // A migrated PGlite database took over the default 60 s once on the loaded 2-core machine.
}, 120_000);
afterAll(async () => {
  await t?.close();
  bucket?.close();
  await s3server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('uploads with STORAGE_DRIVER=s3', () => {
  it("store a sponsor's logo in the bucket, serve it back from there and remove it with the sponsor", async () => {
    const club = await createClub(t);
    const manager = await signIn(t, (await createManager(t, club)).user);
    const sponsor = await createSponsor(t, club, { name: 'Forn del Bucket' });
    const png = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();

    const uploaded = await injectAs(t, manager, {
      method: 'POST',
      url: `/api/clubs/${club.hash}/sponsors/${sponsor.hash}/image`,
      ...multipartFile('logo.png', png, 'image/png'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const key = `sponsor-logos/${club.hash}/${sponsor.hash}.webp`;
    const stored = await bucket.get(key);
    expect(stored?.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // Nothing on local disk: a second process on another machine reads the same bucket.
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);

    const served = await t.app.inject({ url: SponsorSchema.parse(uploaded.json()).image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(stored!)).toBe(true);

    const removed = await injectAs(t, manager, { method: 'DELETE', url: `/api/clubs/${club.hash}/sponsors/${sponsor.hash}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await bucket.get(key)).toBeUndefined();
  });
});
