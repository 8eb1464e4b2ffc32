import { join } from 'node:path';
import sharp from 'sharp';
import { sponsorsRepositories } from '../../features/sponsors/sponsors.data';
import { sponsorImageUrl } from '../../features/sponsors/sponsors.presenter';
import { inClub, UnitOfWork } from '../../lib/data/unit-of-work';
import { SPONSOR_TABLES } from '../../features/sponsors/sponsor-tables';
import { LocalFileStorage } from '../../lib/uploads/file-storage';
import type { TestApp } from '../test-app';
import type { ClubFixture } from './clubs';
import { uniqueName } from './unique';

export type SponsorFixture = { id: number; hash: string; name: string; clubId: number };

/**
 * A sponsor at the end of the club's list, written through the sponsors repository; with
 * `withImage`, a logo stored where the API keeps them (as an upload would leave it).
 */
export async function createSponsor(
  t: TestApp,
  club: ClubFixture,
  overrides: { name?: string; url?: string | null; withImage?: boolean } = {},
): Promise<SponsorFixture> {
  const name = overrides.name ?? uniqueName('Sponsor');
  const unit = new UnitOfWork(t.db, t.app.changes, sponsorsRepositories);
  const row = await unit.write(inClub(club.id, SPONSOR_TABLES), async (repos) => {
    const position = (await repos.sponsors.list(club.id)).length;
    return repos.sponsors.insert({
      clubId: club.id,
      name,
      url: overrides.url === undefined ? 'https://sponsor.example/' : overrides.url,
      position,
    });
  });
  if (overrides.withImage) {
    const logo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2d4f8f' } })
      .webp()
      .toBuffer();
    await new LocalFileStorage(join(t.config.dataDir, 'uploads')).put(`sponsor-logos/${club.hash}/${row.publicId}.webp`, logo);
    await unit.write(inClub(club.id, SPONSOR_TABLES), (repos) =>
      repos.sponsors.update(row, { image: sponsorImageUrl(club.hash, row.publicId, 'factory00001') }),
    );
  }
  return { id: row.id, hash: row.publicId, name, clubId: club.id };
}
