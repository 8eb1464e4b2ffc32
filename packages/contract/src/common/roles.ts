import { z } from 'zod';

/** Role short names used in routes and menus (spec 3, 6). */
export const ROLES = ['manager', 'member', 'player', 'guardian', 'external', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const RoleSchema = z.enum(ROLES);

/** Roles a person can hold inside a club (admin is global, not per club). */
export const CLUB_ROLES = ['manager', 'member', 'player', 'guardian', 'external'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];
export const ClubRoleSchema = z.enum(CLUB_ROLES);

/** Symfony-style role values the older application used (spec 3). */
export const ROLE_VALUES: Record<Role, string> = {
  manager: 'ROLE_MANAGER',
  member: 'ROLE_MEMBER',
  player: 'ROLE_PLAYER',
  guardian: 'ROLE_GUARDIAN',
  external: 'ROLE_EXTERNAL',
  admin: 'ROLE_ADMIN',
};

/** Ordering of spec 6: the profile selector and role lists sort by it. */
export const ROLE_ORDER: Record<ClubRole, number> = {
  manager: 1,
  member: 2,
  player: 3,
  guardian: 4,
  external: 5,
};

/** Badge colours of spec 6, as theme colour names. */
export type BadgeColour = 'primary' | 'secondary' | 'success' | 'accent';
export const ROLE_BADGE_COLOUR: Record<Role, BadgeColour> = {
  manager: 'primary',
  guardian: 'secondary',
  member: 'success',
  player: 'success',
  external: 'secondary',
  admin: 'accent',
};

/**
 * Numeric profile types (spec 3 shows 0 and 1 without a mapping; this is ours, stable once
 * stored). Never renumber: the value is persisted and sent to clients.
 */
export const PROFILE_TYPE_CODES: Record<ClubRole, number> = {
  member: 0,
  manager: 1,
  guardian: 2,
  player: 3,
  external: 4,
};

export function roleForProfileType(code: number): ClubRole | undefined {
  return CLUB_ROLES.find((role) => PROFILE_TYPE_CODES[role] === code);
}

/** Roles that use the dashboard area named after them; players and externals use the member area. */
export type DashboardArea = 'manager' | 'member' | 'guardian';
export function dashboardAreaForRole(role: ClubRole): DashboardArea {
  if (role === 'manager') return 'manager';
  if (role === 'guardian') return 'guardian';
  return 'member';
}

export function sortByRoleOrder<T extends { role: ClubRole }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
}
