import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubLogoKey } from '../logo/logo.service';
import { LocalFileStorage } from '../../../lib/uploads/file-storage';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { clubs } from '../../../db/schema';
import { seedDemoClubLogos } from './club-logos-seed';

let testDb: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'tribuna-club-logos-'));
});
afterAll(async () => {
  await testDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const imageOf = async (shortname: string) =>
  (await testDb.database.db.select({ hash: clubs.publicId, image: clubs.image }).from(clubs).where(eq(clubs.shortname, shortname)))[0]!;

describe('demo club logos', () => {
  it('gives each demo club a WebP crest stored where an upload goes, and keeps a logo a club already has', async () => {
    const files = new LocalFileStorage(dataDir);
    await seedDemoClubLogos(testDb.database.db, files);
    const demo = await imageOf('cd-demo');
    expect(demo.image).toMatch(new RegExp(`^/api/clubs/${demo.hash}/logo\\?v=[\\w-]{12}$`));
    const stored = await files.get(clubLogoKey(demo.hash));
    expect((await sharp(stored!).metadata()).format).toBe('webp');
    expect((await imageOf('ca-exemple')).image).not.toBeNull();

    await testDb.database.db.update(clubs).set({ image: '/api/clubs/x/logo?v=uploaded' }).where(eq(clubs.shortname, 'cd-demo'));
    await seedDemoClubLogos(testDb.database.db, files);
    expect((await imageOf('cd-demo')).image).toBe('/api/clubs/x/logo?v=uploaded');
  });
});
