import { ROLE_ORDER, type DashboardArea, type ProfileClubEntry, type ProfileEntry, type UserProfileResponse } from '@tribuna/contract';
import { paths } from '../../../config/paths';
import { AREAS, areaForRole } from '../../../config/roles';
import { someProfileMay } from '../../../lib/permissions';
import { dashboardPathForArea } from '../../../lib/profile-dashboard';
import type { CurrentProfile } from '../../../lib/session/session-store';

export interface ClubProfiles {
  club: ProfileClubEntry;
  profiles: ProfileEntry[];
}

/** The user's clubs, each with its profiles in role order (spec 6), clubs by their best role. */
export function profilesByClub(user: UserProfileResponse): ClubProfiles[] {
  return user.clubs
    .map((club) => ({
      club,
      profiles: Object.values(club.profiles).sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]),
    }))
    .filter((group) => group.profiles.length > 0)
    .sort((a, b) => {
      const rank = (g: ClubProfiles) => (g.profiles[0] ? ROLE_ORDER[g.profiles[0].role] : 99);
      return rank(a) - rank(b) || a.club.name.localeCompare(b.club.name);
    });
}

export function toCurrentProfile(user: UserProfileResponse, club: ProfileClubEntry, profile: ProfileEntry): CurrentProfile {
  return {
    clubHash: club.hash,
    clubName: club.name,
    clubImage: club.image,
    clubLocale: club.locale,
    profileHash: profile.hash,
    role: profile.role,
    area: areaForRole(profile.role),
    userId: user.id,
  };
}

/** Dashboard home of a profile (brief: manager, guardian, member areas). */
export function dashboardPathFor(current: Pick<CurrentProfile, 'area' | 'clubHash' | 'userId'>): string {
  return dashboardPathForArea(current.area, current.clubHash, current.userId);
}

/**
 * Where picking a profile leads: its dashboard home, except a door controller's profile outside
 * the manager area, which opens the door scanner (issue 24: a volunteer at the gate needs that page
 * only; the member home stays in the menu).
 */
export function startPathFor(
  current: Pick<CurrentProfile, 'area' | 'clubHash' | 'userId'>,
  profile: Pick<ProfileEntry, 'accessController'>,
): string {
  if (profile.accessController && current.area !== AREAS.manager) return paths.manager.accessControlScan(current.clubHash);
  return dashboardPathFor(current);
}

/**
 * The profile matching a club and dashboard area in the URL (spec 4: no match means the profile
 * selector). Prefers the stored current profile when it matches, else the best-ranked one.
 */
export function findAreaProfile(
  user: UserProfileResponse,
  clubHash: string | undefined,
  area: DashboardArea,
  userId?: string,
  preferredProfileHash?: string,
): CurrentProfile | null {
  if (!clubHash || (userId !== undefined && userId !== user.id)) return null;
  const club = user.clubs.find((c) => c.hash === clubHash);
  if (!club) return null;
  // A pre-enrolment waiting for the club's managers opens no dashboard (the API would refuse it).
  const candidates = Object.values(club.profiles)
    .filter((p) => !p.preEnrollment && areaForRole(p.role) === area)
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  const chosen = candidates.find((p) => p.hash === preferredProfileHash) ?? candidates[0];
  return chosen ? toCurrentProfile(user, club, chosen) : null;
}

/**
 * One of the user's own profiles lets them impersonate the people of the club (of any club when
 * none is given): those who run it. The admin flag is asked apart.
 */
export function mayImpersonateIn(user: UserProfileResponse, clubHash?: string): boolean {
  return user.clubs.some(
    (club) => (!clubHash || club.hash === clubHash) && someProfileMay(user, club.hash, 'impersonation.impersonatePeople'),
  );
}
