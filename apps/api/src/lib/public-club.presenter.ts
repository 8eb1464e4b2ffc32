import type { Club, PublicClub } from '@tribuna/contract';
import type { clubs } from '../db/schema';
import { asClubLocale } from './club-locale';

/** The columns a public view needs; both full rows and the club-context row have them. */
type PublicClubColumns = Pick<
  typeof clubs.$inferSelect,
  | 'publicId'
  | 'name'
  | 'image'
  | 'publicPortal'
  | 'seasonId'
  | 'seasonName'
  | 'city'
  | 'regionName'
  | 'countryName'
  | 'shortname'
  | 'locale'
>;

/** Club of spec 3 (current shape), fields listed explicitly. */
export function presentClub(club: Omit<PublicClubColumns, 'shortname' | 'locale'>): Club {
  return {
    hash: club.publicId,
    name: club.name,
    image: club.image,
    publicPortal: club.publicPortal,
    seasonId: club.seasonId,
    seasonName: club.seasonName,
    address: { city: club.city, regionName: club.regionName, countryName: club.countryName },
  };
}

/**
 * What anyone may see of a club (search results, invitation previews, the public page, a new
 * club). Shared by several features, so it lives here rather than in one of them.
 */
export function presentPublicClub(club: PublicClubColumns): PublicClub {
  return { ...presentClub(club), shortname: club.shortname, locale: asClubLocale(club.locale) };
}
