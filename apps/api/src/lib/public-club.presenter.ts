import { CLUB_LOCALES, DEFAULT_CLUB_LOCALE, type ClubLocale, type PublicClub } from '@tribuna/contract';
import type { clubs } from '../db/schema';

type ClubRow = typeof clubs.$inferSelect;

const asLocale = (value: string): ClubLocale =>
  (CLUB_LOCALES as readonly string[]).includes(value) ? (value as ClubLocale) : DEFAULT_CLUB_LOCALE;

/**
 * What anyone may see of a club (search results, invitation previews, a new club). Shared by
 * several features, so it lives here rather than in one of them; fields are listed explicitly.
 */
export function presentPublicClub(club: ClubRow): PublicClub {
  return {
    hash: club.publicId,
    name: club.name,
    image: club.image,
    publicPortal: club.publicPortal,
    seasonId: club.seasonId,
    seasonName: club.seasonName,
    address: { city: club.city, regionName: club.regionName, countryName: club.countryName },
    shortname: club.shortname,
    locale: asLocale(club.locale),
  };
}
