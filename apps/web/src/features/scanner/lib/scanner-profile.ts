import { ROLE_ORDER, type ProfileClubEntry, type ProfileEntry, type UserProfileResponse } from '@tribuna/contract';
import { ACCESS_CONTROL_ROUTES } from '@tribuna/contract/access-control.routes';
import { profileMay } from '../../../lib/permissions';

/** The action the scan endpoint declares: managers and controllers have it. */
export const SCAN_ACTION = ACCESS_CONTROL_ROUTES.scan.access;

/**
 * The profile the scanner acts as in a club: one the API lets scan (its `can`), the current one
 * when it may, else the best-ranked. Null sends the person to the profile selector.
 */
export function findScannerProfile(
  user: UserProfileResponse,
  clubHash: string | undefined,
  preferredProfileHash?: string,
): { club: ProfileClubEntry; profile: ProfileEntry } | null {
  const club = user.clubs.find((entry) => entry.hash === clubHash);
  if (!club) return null;
  const candidates = Object.values(club.profiles)
    .filter((profile) => !profile.preEnrollment && profileMay(profile, SCAN_ACTION))
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  const profile = candidates.find((entry) => entry.hash === preferredProfileHash) ?? candidates[0];
  return profile ? { club, profile } : null;
}
