import { dashboardAreaForRole, type ClubRole } from '@tribuna/contract';
import { paths } from '../config/paths';

/** Dashboard home of a profile just created (the manager area has no user id in its paths). */
export function dashboardPathForRole(role: ClubRole, clubHash: string, userId: string): string {
  const area = dashboardAreaForRole(role);
  if (area === 'manager') return paths.manager.overview(clubHash);
  if (area === 'guardian') return paths.guardian.overview(userId, clubHash);
  return paths.member.overview(userId, clubHash);
}

/** Where a visitor returns after logging in or signing up: this same page with its query. */
export function returnTo(location: { pathname: string; search: string }): string {
  return location.pathname + location.search;
}

export function signupPath(from: string): string {
  return `${paths.auth.userSignup}?${new URLSearchParams({ from }).toString()}`;
}
