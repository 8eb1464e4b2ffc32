import {
  FEATURE_CODES,
  ONBOARDING_ROUTES,
  routePath,
  UI_LOCALES,
  type ClubPrivacyStatus,
  type ClubSettings,
  type UiLocale,
} from '@tribuna/contract';
import { asClubLocale } from '../../lib/club-locale';
import type { ClubRow } from '../../plugins/club-context.repository';
import type { AcceptanceRow } from './club-settings.repository';

const uiLocale = (value: string | null): UiLocale | null =>
  (UI_LOCALES as readonly string[]).includes(value ?? '') ? (value as UiLocale) : null;

const privacyOf = (club: ClubRow) => ({
  url: club.privacyUrl,
  basicInfo: club.privacyBasicInfo,
  custom: club.privacyCustom,
  customUrl: club.privacyCustomUrl,
  version: club.privacyVersion,
});
const termsOf = (club: ClubRow) => ({ url: club.termsUrl, custom: club.termsCustom, version: club.termsVersion });

export function presentClubSettings(club: ClubRow): ClubSettings {
  return {
    hash: club.publicId,
    name: club.name,
    shortname: club.shortname,
    companyName: club.companyName,
    image: club.image,
    logoUploadUrl: routePath(ONBOARDING_ROUTES.uploadLogo, { clubHash: club.publicId }),
    address: { city: club.city, regionName: club.regionName, countryName: club.countryName },
    season: { id: club.seasonId, name: club.seasonName, endsOn: club.seasonEndsOn },
    locale: asClubLocale(club.locale),
    interfaceLanguage: uiLocale(club.interfaceLanguage),
    privacy: privacyOf(club),
    terms: termsOf(club),
  };
}

/**
 * The acceptance rule (kept in step with the SQL of features/profile/profile.repository.ts):
 * a version above the accepted one must be accepted; no acceptance counts as versions 1.
 */
export const acceptanceRequired = (club: ClubRow, accepted: AcceptanceRow | undefined) =>
  club.privacyVersion > (accepted?.privacyVersion ?? 1) || club.termsVersion > (accepted?.termsVersion ?? 1);

export function presentPrivacyStatus(club: ClubRow, accepted: AcceptanceRow | undefined, isMember: boolean): ClubPrivacyStatus {
  return {
    privacy: privacyOf(club),
    terms: termsOf(club),
    accepted: accepted
      ? { privacyVersion: accepted.privacyVersion, termsVersion: accepted.termsVersion, acceptedAt: accepted.acceptedAt.toISOString() }
      : null,
    acceptanceRequired: isMember && acceptanceRequired(club, accepted),
  };
}

/** Every known feature code with its state, in the contract's order. */
export const presentAdminFeatures = (enabled: string[]) => FEATURE_CODES.map((code) => ({ code, enabled: enabled.includes(code) }));
