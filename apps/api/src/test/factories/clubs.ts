import { FEATURE_CODES, type ClubLocale, type FeatureCode } from '@tribuna/contract';
import { clubFeatures, clubs } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { normaliseSearchText } from '../../lib/search-text';
import type { TestApp } from '../test-app';
import { uniqueName } from './unique';
import { writeThroughApp } from './write';

export type ClubFixture = {
  id: number;
  hash: string;
  name: string;
  shortname: string;
  locale: ClubLocale;
  features: readonly FeatureCode[];
  seasonId: string;
  seasonName: string;
};

export type ClubOverrides = Partial<Omit<ClubFixture, 'id' | 'hash'>> & {
  companyName?: string;
  city?: string;
  regionName?: string;
  countryName?: string;
};

/**
 * A club with a public portal, a current season, a privacy link and (unless told otherwise)
 * every feature switched on. Name and short name are unique to this run.
 */
export async function createClub(t: TestApp, overrides: ClubOverrides = {}): Promise<ClubFixture> {
  const shortname = overrides.shortname ?? uniqueName('club');
  const name = overrides.name ?? `Club ${shortname}`;
  const fixture = {
    name,
    shortname,
    locale: overrides.locale ?? 'es-ES',
    features: overrides.features ?? FEATURE_CODES,
    seasonId: overrides.seasonId ?? '2025-2026',
    seasonName: overrides.seasonName ?? '2025/2026',
  };
  return writeThroughApp(t, ['clubs', 'club_features'], async (db) => {
    const [row] = await db
      .insert(clubs)
      .values({
        publicId: newPublicId(),
        name,
        searchName: normaliseSearchText(name),
        shortname,
        companyName: overrides.companyName ?? `${name} S.L.`,
        locale: fixture.locale,
        publicPortal: true,
        seasonId: fixture.seasonId,
        seasonName: fixture.seasonName,
        city: overrides.city ?? 'Valencia',
        regionName: overrides.regionName ?? 'Comunitat Valenciana',
        countryName: overrides.countryName ?? 'España',
        privacyUrl: `https://example.org/${shortname}/privacy`,
        privacyBasicInfo: `${name} processes your data to manage your membership.`,
      })
      .returning({ id: clubs.id, hash: clubs.publicId });
    if (fixture.features.length) await db.insert(clubFeatures).values(fixture.features.map((code) => ({ clubId: row!.id, code })));
    return { id: row!.id, hash: row!.hash, ...fixture };
  });
}
