import type { ProfileEntry, UserProfileResponse } from '@tribuna/contract';

/**
 * Whether a profile opens a dashboard: not a pre-enrolment still waiting for the club, and one the
 * API grants something in its club (it leaves out a manager profile whose panel is off). A session
 * stored before the API sent `can` counts as granting nothing until the profile is read again.
 */
export const profileGivesAccess = (profile: ProfileEntry): boolean => !profile.preEnrollment && (profile.can ?? []).length > 0;

/** The person has profiles, yet none opens anything: the profile selector says so (spec 8). */
export function noProfileWithAccess(user: UserProfileResponse): boolean {
  const profiles = user.clubs.flatMap((club) => Object.values(club.profiles));
  return !user.admin && profiles.length > 0 && !profiles.some(profileGivesAccess);
}
