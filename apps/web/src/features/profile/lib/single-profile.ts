import type { ProfileClubEntry, ProfileEntry, UserProfileResponse } from '@tribuna/contract';
import { profileGivesAccess } from './profile-access';

export interface OnlyProfile {
  club: ProfileClubEntry;
  profile: ProfileEntry;
}

/**
 * The account's one and only profile, when choosing would be no choice: exactly one profile in
 * all its clubs, and one that opens a dashboard. Admins (who also have the administration entry)
 * and accounts with a pending pre-enrolment beside it still see the selector.
 */
export function onlyProfile(user: UserProfileResponse): OnlyProfile | null {
  if (user.admin) return null;
  const all = user.clubs.flatMap((club) => Object.values(club.profiles).map((profile) => ({ club, profile })));
  const [single] = all;
  return all.length === 1 && single && profileGivesAccess(single.profile) ? single : null;
}
