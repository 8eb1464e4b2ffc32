import type { ClubRole, DashboardArea } from '@tribuna/contract';

/**
 * The web's one role table. Rights never come from here: what a person may do is what the API
 * says in its `can` lists (lib/permissions.ts). The dashboard areas are route segments (spec 2:
 * /dashboard/manager/…, /dashboard/guardian/…, /dashboard/member/…), and this table only says
 * which area each club role works in. A new role is one line below.
 *
 * Type-only imports from the contract: light pages (the portal) use this file without the schema
 * library.
 */
export const AREAS = {
  manager: 'manager',
  guardian: 'guardian',
  member: 'member',
} as const satisfies { readonly [A in DashboardArea]: A };

/** Every dashboard area, in the order the spec lists them. */
export const AREA_LIST: readonly DashboardArea[] = [AREAS.manager, AREAS.guardian, AREAS.member];

interface RoleEntry {
  /** The dashboard area the role's profiles open. */
  area: DashboardArea;
  /**
   * The person form offers the panel access switch: a profile of this role opens the club's panel
   * only while it is on (the API grants the role's rights only then).
   */
  panelAccessSwitch: boolean;
}

export const ROLE_TABLE: { readonly [R in ClubRole]: RoleEntry } = {
  manager: { area: AREAS.manager, panelAccessSwitch: true },
  member: { area: AREAS.member, panelAccessSwitch: false },
  player: { area: AREAS.member, panelAccessSwitch: false },
  guardian: { area: AREAS.guardian, panelAccessSwitch: false },
  external: { area: AREAS.member, panelAccessSwitch: false },
};

/** The dashboard area a profile of this role opens (players and externals use the member area). */
export const areaForRole = (role: ClubRole): DashboardArea => ROLE_TABLE[role].area;

/** Whether a dashboard path segment names an area (/dashboard/{area}/…). */
export const isArea = (segment: string | undefined): segment is DashboardArea => AREA_LIST.some((area) => area === segment);
