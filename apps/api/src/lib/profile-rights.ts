import { PROFILE_TYPE_CODES, roleForProfileType, type ClubRole } from '@tribuna/contract';
import { and, eq } from 'drizzle-orm';
import { profiles } from '../db/schema';

/**
 * The club role an enabled profile grants its account. A manager profile grants manager rights
 * only while its panel access is on (spec 6: "Manager profile has panelAccess"); with the panel
 * off it grants nothing at all, not even membership: a manager profile exists to open the
 * club's panel, so without it the person is like someone with no panel (their person record
 * stays in the club's people lists, and any other profile they hold there still counts).
 */
export function grantedRole(type: number, panelAccess: boolean): ClubRole | undefined {
  const role = roleForProfileType(type);
  return role === 'manager' && !panelAccess ? undefined : role;
}

/** SQL twin of `grantedRole(...) === 'manager'`, for queries that look for a club's managers. */
export const grantsManagerRights = and(eq(profiles.type, PROFILE_TYPE_CODES.manager), eq(profiles.panelAccess, true));
