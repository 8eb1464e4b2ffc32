import type { DashboardArea, UserProfileResponse } from '@tribuna/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPath, logoutPath, paths } from '../config/paths';
import { findAreaProfile, hasManagerProfile } from '../features/profile/lib/profile-entries';
import { profileQueryOptions } from '../lib/queries/profile';
import { ApiError } from '../lib/api-error';
import { queryClient } from '../lib/query-client';
import { clearLocalSession } from '../lib/session/clear-session';
import { getSession, sessionState, updateSession, type CurrentProfile } from '../lib/session/session-store';

function fromOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Spec 4: no token → login with `from`; an expired one → login with `from` and expiredToken. */
export function requireSession(request: Request): void {
  const state = sessionState(getSession());
  if (state === 'active') return;
  if (state === 'expired') {
    // Nothing left to renew: forget the stale session before asking to log in again.
    clearLocalSession();
  }
  throw redirect(loginPath(fromOf(request), state === 'expired'));
}

/** The user's profile (GET /api/profile), cached; a 401 leads to the logout redirect (spec 7). */
export async function ensureUser(request: Request): Promise<UserProfileResponse> {
  try {
    const user = await queryClient.ensureQueryData(profileQueryOptions);
    if (getSession()?.user !== user) updateSession({ user });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401) throw redirect(logoutPath(fromOf(request), true));
    throw error;
  }
}

export async function userLoader({ request }: LoaderFunctionArgs): Promise<UserProfileResponse> {
  requireSession(request);
  return ensureUser(request);
}

/** Club and role in the URL must match one of the user's profiles, else the profile selector. */
export function clubAreaLoader(area: DashboardArea) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<CurrentProfile> => {
    requireSession(request);
    const user = await ensureUser(request);
    const stored = getSession()?.currentProfile;
    const current = findAreaProfile(user, params.clubHash, area, params.userId, stored?.profileHash);
    if (!current) throw redirect(paths.profileSelector);
    if (JSON.stringify(stored) !== JSON.stringify(current)) updateSession({ currentProfile: current });
    return current;
  };
}

/** Admin area (treated as a manager route): admins, or managers of the club when one is given. */
export async function adminLoader({ request, params }: LoaderFunctionArgs): Promise<UserProfileResponse> {
  requireSession(request);
  // Spec 4 / issue 3: an impersonation session never reaches the admin area.
  if (getSession()?.impersonation) throw redirect(paths.status.page(403));
  const user = await ensureUser(request);
  if (!user.admin && !hasManagerProfile(user, params.clubHash)) throw redirect(paths.status.page(403));
  return user;
}
