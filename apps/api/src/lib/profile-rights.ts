import { PROFILE_TYPE_CODES, roleForProfileType, type ClubRole } from '@tribuna/contract';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { profiles } from '../db/schema';
import { roleEntry, rolesGranting } from './authz/roles';

/**
 * The club role an enabled profile grants its account. A role that needs panel access (the
 * manager's, lib/authz/roles) is granted only while the profile's panel access is on (spec 6:
 * "Manager profile has panelAccess"); with the panel off it grants nothing at all, not even
 * membership: such a profile exists to open the club's panel, so without it the person is like
 * someone with no panel (their person record stays in the club's people lists, and any other
 * profile they hold there still counts).
 */
export function grantedRole(type: number, panelAccess: boolean): ClubRole | undefined {
  const role = roleForProfileType(type);
  return role && roleEntry(role).needsPanelAccess && !panelAccess ? undefined : role;
}

/** SQL: the profile grants its role (with the panel on, for a role that needs it). */
const grantsRole = (role: ClubRole): SQL =>
  roleEntry(role).needsPanelAccess
    ? and(eq(profiles.type, PROFILE_TYPE_CODES[role]), eq(profiles.panelAccess, true))!
    : eq(profiles.type, PROFILE_TYPE_CODES[role]);

/** SQL twin of "grantedRole(...) runs the club" (the manager's rights), for queries that look for a club's managers. */
export const grantsManagerRights = or(...rolesGranting('club.run').map(grantsRole))!;
