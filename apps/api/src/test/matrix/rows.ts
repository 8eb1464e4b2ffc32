import { ACCOUNTS_MATRIX } from '../../features/accounts/accounts.matrix';
import { APP_CONFIG_MATRIX } from '../../features/app-config/app-config.matrix';
import { AUTH_MATRIX } from '../../features/auth/auth.matrix';
import { CLUB_SETTINGS_MATRIX } from '../../features/club-settings/club-settings.matrix';
import { CLUBS_MATRIX } from '../../features/clubs/clubs.matrix';
import { COMMUNICATIONS_MATRIX } from '../../features/communications/communications.matrix';
import { CONTACT_MATRIX } from '../../features/communications/contact/contact.matrix';
import { IMPERSONATION_MATRIX } from '../../features/impersonation/impersonation.matrix';
import { INVITATIONS_MATRIX } from '../../features/invitations/invitations.matrix';
import { MEMBER_CARD_MATRIX } from '../../features/member-card/member-card.matrix';
import { MEMBER_HOME_MATRIX } from '../../features/member-home/member-home.matrix';
import { ONBOARDING_MATRIX } from '../../features/onboarding/onboarding.matrix';
import { FAMILIES_MATRIX } from '../../features/people/families/families.matrix';
import { PEOPLE_IMPORT_MATRIX } from '../../features/people/import/people-import.matrix';
import { PEOPLE_MATRIX } from '../../features/people/people.matrix';
import { PERSON_PHOTO_MATRIX } from '../../features/person-photo/person-photo.matrix';
import { PROFILE_MATRIX } from '../../features/profile/profile.matrix';
import { PORTAL_MATRIX } from '../../features/portal/portal.matrix';
import { SPONSORS_MATRIX } from '../../features/sponsors/sponsors.matrix';
import { COMMERCE_MATRIX } from '../../features/commerce/commerce.matrix';
import { PAYMENTS_MATRIX } from '../../features/payments/payments.matrix';
import { BOOKINGS_MATRIX } from '../../features/bookings/bookings.matrix';
import { TEAMS_MATRIX } from '../../features/teams/teams.matrix';
import { OPENAPI_MATRIX } from '../../plugins/openapi.matrix';
import type { MatrixRow, MatrixRows } from './matrix-types';

/**
 * Every feature's authorization matrix rows. A feature with routes keeps a `<feature>.matrix.ts`
 * beside them and is listed here; the matrix test fails for a registered route no file covers.
 */
export const FEATURE_MATRICES: Record<string, MatrixRows> = {
  accounts: ACCOUNTS_MATRIX,
  'app-config': APP_CONFIG_MATRIX,
  auth: AUTH_MATRIX,
  'club-settings': CLUB_SETTINGS_MATRIX,
  clubs: CLUBS_MATRIX,
  communications: COMMUNICATIONS_MATRIX,
  'communications/contact': CONTACT_MATRIX,
  impersonation: IMPERSONATION_MATRIX,
  invitations: INVITATIONS_MATRIX,
  'member-card': MEMBER_CARD_MATRIX,
  'member-home': MEMBER_HOME_MATRIX,
  onboarding: ONBOARDING_MATRIX,
  'people/families': FAMILIES_MATRIX,
  'people/import': PEOPLE_IMPORT_MATRIX,
  people: PEOPLE_MATRIX,
  'person-photo': PERSON_PHOTO_MATRIX,
  profile: PROFILE_MATRIX,
  portal: PORTAL_MATRIX,
  sponsors: SPONSORS_MATRIX,
  commerce: COMMERCE_MATRIX,
  payments: PAYMENTS_MATRIX,
  bookings: BOOKINGS_MATRIX,
  teams: TEAMS_MATRIX,
  'api docs': OPENAPI_MATRIX,
};

/** One row per route; `duplicates` names routes that two files both claim (one would be lost). */
export function mergeMatrices(matrices: Record<string, MatrixRows>) {
  const rows: Record<string, MatrixRow> = {};
  const owner: Record<string, string> = {};
  const duplicates: string[] = [];
  for (const [feature, matrix] of Object.entries(matrices)) {
    for (const [key, row] of Object.entries(matrix)) {
      if (key in rows) duplicates.push(`${key} (${owner[key]} and ${feature})`);
      rows[key] = row;
      owner[key] = feature;
    }
  }
  return { rows, duplicates };
}
