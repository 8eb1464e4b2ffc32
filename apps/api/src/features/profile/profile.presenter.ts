import {
  ROLE_ORDER,
  ROLE_VALUES,
  type ClubRole,
  type ProfileClubEntry,
  type SubsidyRef,
  type UserProfileResponse,
} from '@tribuna/contract';
import type { Actor } from '../../lib/authz/actor';
import { asClubLocale } from '../../lib/club-locale';
import { grantedRole } from '../../lib/profile-rights';
import type { ProfileRow } from './profile.repository';

export const clubIri = (hash: string) => `/api/clubs/${hash}`;

/** The actions an actor may perform by the app's collected rules (the access plugin's `allowedActions`). */
export type AllowedActions = (actor: Actor) => string[];

/**
 * Rows of ProfileRepository (one per profile) → the spec's user profile response. Each profile
 * says what its role grants in its club, the user what the admin flag grants everywhere.
 */
export function presentUserProfile(
  rows: ProfileRow[],
  allowed: AllowedActions,
  /** The subsidies each manager profile is assigned to (its Subsidies submenu, spec 2). */
  managed: ReadonlyMap<number, SubsidyRef[]> = new Map(),
): UserProfileResponse {
  const first = rows[0]!;
  const clubs = new Map<string, ProfileClubEntry & { roleSet: Set<ClubRole> }>();
  for (const row of rows) {
    if (!row.profileHash || row.type === null || !row.clubHash) continue;
    // A manager profile with the panel off grants nothing (lib/profile-rights): it is left out,
    // so the web app offers no panel the API would refuse.
    const role = grantedRole(row.type, row.panelAccess === true);
    if (!role) continue;
    let club = clubs.get(row.clubHash);
    if (!club) {
      club = {
        club: clubIri(row.clubHash),
        hash: row.clubHash,
        name: row.clubName ?? '',
        shortname: row.clubShortname ?? '',
        image: row.clubImage,
        locale: asClubLocale(row.clubLocale),
        roles: [],
        profiles: {},
        subsidies: [],
        privacyAcceptanceRequired: row.privacyAcceptanceRequired === true,
        roleSet: new Set(),
      };
      clubs.set(row.clubHash, club);
    }
    // A pre-enrolment is listed (the selector shows it pending) but grants no role until accepted.
    if (row.preEnrollment !== true) club.roleSet.add(role);
    if (row.preEnrollment !== true && role === 'manager' && row.profileId !== null) {
      for (const subsidy of managed.get(row.profileId) ?? []) {
        if (!club.subsidies.some((s) => s.id === subsidy.id)) club.subsidies.push(subsidy);
      }
    }
    club.profiles[row.profileHash] = {
      hash: row.profileHash,
      type: row.type,
      role,
      preEnrollment: row.preEnrollment ?? false,
      accessController: row.accessController ?? false,
      panelAccess: row.panelAccess ?? false,
      name: row.profileName ?? '',
      surname: row.profileSurname ?? '',
      // The controller flag (issue 24) grants the door scanner beside the role's rights.
      can:
        row.preEnrollment === true ? [] : allowed({ admin: false, roles: [role], flags: row.accessController ? ['accessController'] : [] }),
    };
  }
  return {
    id: first.userId,
    username: first.username,
    email: first.email,
    name: first.name,
    lastname: first.lastname,
    admin: first.admin,
    locale: first.locale,
    emailValidated: first.emailValidatedAt !== null,
    can: allowed({ admin: first.admin, roles: [] }),
    clubs: [...clubs.values()].map(({ roleSet, ...club }) => ({
      ...club,
      roles: [...roleSet].sort((a, b) => ROLE_ORDER[a] - ROLE_ORDER[b]).map((role) => ROLE_VALUES[role]),
    })),
  };
}
