import type { ClubRole, DashboardArea } from '@tribuna/contract';
import { paths } from '../config/paths';
import { areaForRole } from '../config/roles';

/** Each area's home (the manager area has no user id in its paths). */
const AREA_HOME: { readonly [A in DashboardArea]: (clubHash: string, userId: string) => string } = {
  manager: (clubHash) => paths.manager.overview(clubHash),
  guardian: (clubHash, userId) => paths.guardian.overview(userId, clubHash),
  member: (clubHash, userId) => paths.member.overview(userId, clubHash),
};

/** Dashboard home of an area in a club (brief: manager, guardian, member areas). */
export function dashboardPathForArea(area: DashboardArea, clubHash: string, userId: string): string {
  return AREA_HOME[area](clubHash, userId);
}

/** Dashboard home of a profile of this role, e.g. one just created. Light pages may use it: no schema library here. */
export function dashboardPathForRole(role: ClubRole, clubHash: string, userId: string): string {
  return dashboardPathForArea(areaForRole(role), clubHash, userId);
}

/** Where a visitor returns after logging in or signing up: this same page with its query. */
export function returnTo(location: { pathname: string; search: string }): string {
  return location.pathname + location.search;
}

export function signupPath(from: string): string {
  return `${paths.auth.userSignup}?${new URLSearchParams({ from }).toString()}`;
}
