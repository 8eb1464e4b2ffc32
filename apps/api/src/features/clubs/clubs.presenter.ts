import {
  CLUB_LOCALES,
  DEFAULT_CLUB_LOCALE,
  FEATURE_CODES,
  ROLE_ORDER,
  roleForProfileType,
  type Club,
  type ClubDetail,
  type ClubLocale,
  type ClubProfile,
  type ClubRole,
  type FeatureCode,
  type PublicClub,
} from '@tribuna/contract';
import type { ClubRow } from '../../plugins/club-context.repository';
import type { ClubProfileRow } from './clubs.repository';

export const clubIri = (hash: string) => `/api/clubs/${hash}`;

const locale = (value: string): ClubLocale =>
  (CLUB_LOCALES as readonly string[]).includes(value) ? (value as ClubLocale) : DEFAULT_CLUB_LOCALE;

/** Codes stored in the table that this version does not know are not sent. */
export const knownFeatures = (codes: string[]): { code: FeatureCode }[] =>
  codes.filter((c): c is FeatureCode => (FEATURE_CODES as readonly string[]).includes(c)).map((code) => ({ code }));

export function presentClub(club: ClubRow): Club {
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

export function presentPublicClub(club: ClubRow): PublicClub {
  return { ...presentClub(club), shortname: club.shortname, locale: locale(club.locale) };
}

export function presentClubDetail(club: ClubRow, featureCodes: string[]): ClubDetail {
  return {
    ...presentClub(club),
    shortname: club.shortname,
    companyName: club.companyName,
    locale: locale(club.locale),
    enabledFeatures: knownFeatures(featureCodes),
    privacy: {
      url: club.privacyUrl,
      basicInfo: club.privacyBasicInfo,
      custom: club.privacyCustom,
      version: club.privacyVersion,
      customUrl: club.privacyCustomUrl,
    },
  };
}

const rolesOf = (types: number[] | null): ClubRole[] =>
  (types ?? [])
    .map(roleForProfileType)
    .filter((r): r is ClubRole => r !== undefined)
    .sort((a, b) => ROLE_ORDER[a] - ROLE_ORDER[b]);

/** Profile of spec 3; `user` is null for a person without an account (a child athlete). */
export function presentClubProfile(club: ClubRow, row: ClubProfileRow): ClubProfile {
  const role = roleForProfileType(row.type) ?? 'member';
  return {
    hash: row.hash,
    user: row.userHash ? { id: row.userHash, clubRoles: rolesOf(row.userTypes), club: clubIri(club.publicId), role } : null,
    club: clubIri(club.publicId),
    type: row.type,
    person: { name: row.name, surname: row.surname },
  };
}
