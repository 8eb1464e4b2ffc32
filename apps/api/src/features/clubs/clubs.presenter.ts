import {
  FEATURE_CODES,
  ROLE_ORDER,
  roleForProfileType,
  type ClubDetail,
  type ClubProfile,
  type ClubRole,
  type FeatureCode,
} from '@tribuna/contract';
import { asClubLocale } from '../../lib/club-locale';
import { presentClub, presentPublicClub } from '../../lib/public-club.presenter';
import type { ClubRow } from '../../plugins/club-context.repository';
import type { ClubProfileRow } from './clubs.repository';

export const clubIri = (hash: string) => `/api/clubs/${hash}`;

/** Codes stored in the table that this version does not know are not sent. */
export const knownFeatures = (codes: string[]): { code: FeatureCode }[] =>
  codes.filter((c): c is FeatureCode => (FEATURE_CODES as readonly string[]).includes(c)).map((code) => ({ code }));

export { presentClub, presentPublicClub };

export function presentClubDetail(club: ClubRow, featureCodes: string[]): ClubDetail {
  return {
    ...presentClub(club),
    shortname: club.shortname,
    companyName: club.companyName,
    locale: asClubLocale(club.locale),
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
