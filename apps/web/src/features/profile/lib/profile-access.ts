import type { ProfileEntry, UserProfileResponse } from '@tribuna/contract';

/**
 * Whether a profile opens a dashboard: not a pre-enrolment still waiting for the club, and not a
 * manager profile without panel access (which grants no manager rights: lib/profile-rights.ts).
 */
export const profileGivesAccess = (profile: ProfileEntry): boolean =>
  !profile.preEnrollment && (profile.role !== 'manager' || profile.panelAccess);

/** The person has profiles, yet none opens anything: the profile selector says so (spec 8). */
export function noProfileWithAccess(user: UserProfileResponse): boolean {
  const profiles = user.clubs.flatMap((club) => Object.values(club.profiles));
  return !user.admin && profiles.length > 0 && !profiles.some(profileGivesAccess);
}
