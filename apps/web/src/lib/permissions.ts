import type { ProfileEntry, UserProfileResponse } from '@tribuna/contract';
import { useMemo } from 'react';
import { useSession } from './session/use-session';

/**
 * An action as the API names it: a route's declared `access` (`TEAMS_ROUTES.create.access`, i.e.
 * 'teams.manage') or an entry of GET /api/profile's `can` lists. The web asks the API's answer,
 * never a role name, whether to show a menu entry, a button or a page.
 */
export type Action = string;

/** Whether the person, acting as one profile, may do an action. */
export type May = (action: Action) => boolean;

/** The profile in use: its club and hash (the session's current profile). */
export interface ActingAs {
  clubHash: string;
  profileHash: string;
}

/** What a profile's role grants in its club (a session stored before the API sent `can` has none yet). */
const grantsOf = (profile: ProfileEntry | undefined): readonly Action[] => profile?.can ?? [];

/** What the user may do in any club without a profile there: the admin flag's grants. */
const everywhereOf = (user: UserProfileResponse | null | undefined): readonly Action[] => user?.can ?? [];

/**
 * The API's rule for a club page: an action is allowed when the acting profile's `can` or the
 * user's own `can` lists it. Without a profile in use only the user's own `can` counts.
 */
export function mayAs(user: UserProfileResponse | null | undefined, acting: ActingAs | null | undefined): May {
  const profile = acting ? user?.clubs.find((club) => club.hash === acting.clubHash)?.profiles[acting.profileHash] : undefined;
  const allowed = new Set([...everywhereOf(user), ...grantsOf(profile)]);
  return (action) => allowed.has(action);
}

/** A profile's own role lets it do the action in its club (the user's admin flag not counted). */
export const profileMay = (profile: ProfileEntry | undefined, action: Action): boolean => grantsOf(profile).includes(action);

/**
 * One of the person's own profiles in the club lets them do the action there. For questions about
 * the person's profiles (which clubs they run), not about a page: an admin without a profile in
 * the club gets false.
 */
export function someProfileMay(user: UserProfileResponse, clubHash: string, action: Action): boolean {
  const club = user.clubs.find((entry) => entry.hash === clubHash);
  return Object.values(club?.profiles ?? {}).some((profile) => profileMay(profile, action));
}

/** The user's own `can`: platform actions (admins) and what they may do in every club. */
export const userMay = (user: UserProfileResponse | null | undefined, action: Action): boolean => everywhereOf(user).includes(action);

/**
 * What the signed-in person may do as the session's current profile (set by the club-area guard
 * for the page's club and area), from the session's copy of GET /api/profile.
 */
export function useMay(): May {
  const session = useSession();
  const user = session?.user;
  const current = session?.currentProfile;
  return useMemo(() => mayAs(user, current), [user, current]);
}
