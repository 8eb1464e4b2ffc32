import type { DashboardArea, FeatureCode, UserProfileResponse } from '@tribuna/contract';
import i18next from 'i18next';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPath, logoutPath, paths } from '../config/paths';
import { findAreaProfile, mayImpersonateIn, toCurrentProfile } from '../features/profile/lib/profile-entries';
import { findScannerProfile } from '../features/scanner/lib/scanner-profile';
import { clubFeaturesQueryOptions } from '../lib/queries/club-features';
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

/**
 * The door scanner (issue 24): opened by managers and by controllers, whose profile may be of any
 * role (a member with accessController), so it asks the API's `can` rather than the area.
 */
export async function scannerLoader({ request, params }: LoaderFunctionArgs): Promise<CurrentProfile> {
  requireSession(request);
  const user = await ensureUser(request);
  const stored = getSession()?.currentProfile;
  const found = findScannerProfile(user, params.clubHash, stored?.profileHash);
  if (!found) throw redirect(paths.profileSelector);
  const current = toCurrentProfile(user, found.club, found.profile);
  if (JSON.stringify(stored) !== JSON.stringify(current)) updateSession({ currentProfile: current });
  return current;
}

/** Admin area (impersonation): admins, or those who may impersonate people of the club when one is given (its managers). */
export async function adminLoader({ request, params }: LoaderFunctionArgs): Promise<UserProfileResponse> {
  requireSession(request);
  // Spec 4 / issue 3: an impersonation session never reaches the admin area.
  if (getSession()?.impersonation) throw redirect(paths.status.page(403));
  const user = await ensureUser(request);
  if (!user.admin && !mayImpersonateIn(user, params.clubHash)) throw redirect(paths.status.page(403));
  return user;
}

/**
 * The features of `required` the club in the URL has not switched on. An unreadable list counts as
 * none missing: the page then loads as usual and the shell reports the failure (spec 8). Asked
 * once, even offline, so a page that works offline (My ID) is never held up by this check.
 */
export async function missingFeatures(clubHash: string, required: readonly FeatureCode[]): Promise<FeatureCode[]> {
  try {
    const enabled = await queryClient.ensureQueryData({ ...clubFeaturesQueryOptions(clubHash), retry: false, networkMode: 'always' });
    return required.filter((code) => !enabled.some((feature) => feature.code === code));
  } catch {
    return [];
  }
}

/**
 * Pages of a club feature (route handle `feature`): the club's features are known before the
 * page renders, so the gate shows at once, and with the feature's name ready when it is missing.
 */
export function featureLoader(feature: FeatureCode) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    requireSession(request);
    const missing = await missingFeatures(params.clubHash ?? '', [feature]);
    // The features' names live with the admin switches (settings namespace).
    if (missing.length > 0) await i18next.loadNamespaces('settings');
    return null;
  };
}
