import { CLUB_ROLES, type ClubRole } from '@tribuna/contract';

/**
 * What a role lets its holder do, in words the policies use. Policies ask for a capability,
 * never for a role's name, so a new role is one entry of ROLE_TABLE (a profile type) or of
 * FLAG_ROLE_TABLE (a profile flag: the access-control issue's door controller) below, and no
 * policy changes.
 */
export const CAPABILITIES = {
  /** Read what every person of the club reads: the club's detail and features, its policies, the messages one takes part in. */
  'club.look': 'reads the club as its people do',
  /** Be one of the club's people: one's own card and home, accepting the policies, a booking token. */
  'club.belong': 'is one of the club’s people',
  /** Run the club: people, teams, settings, shop, bookings, messaging moderation. */
  'club.run': 'runs the club',
  /** See and act for the children one is the guardian of (their cards). */
  'children.care': 'acts for their children',
  /** Write personally to anyone of the club and to any group, not only to its mailboxes and staff. */
  'messages.writeToAnyone': 'writes to anyone in the club',
  /** Scan cards and tickets at the door and read the check-in lists' names (issue 24), nothing else. */
  'access.scan': 'scans cards and tickets at the door',
  /** Platform-wide: every club's list, the clubs' feature switches. */
  'platform.run': 'runs the platform',
} as const;
export type Capability = keyof typeof CAPABILITIES;

export type RoleEntry = {
  capabilities: readonly Capability[];
  /**
   * The profile grants its role only while its panel access is on (spec 6: "Manager profile has
   * panelAccess"); with the panel off it grants nothing at all (lib/profile-rights).
   */
  needsPanelAccess?: boolean;
  /**
   * A profile of this role is asked for and approved by the club (a manager's, through
   * request-admin-access), never taken by oneself through an invitation link or a pre-enrolment.
   */
  needsApproval?: boolean;
};

/** The platform role: a user flag (`users.admin`), the same in every club; no profile of its own. */
export const ADMIN_ROLE: RoleEntry = { capabilities: ['club.look', 'club.run', 'platform.run'] };

/** Every club role (a profile's type) and what it grants in its club. */
export const ROLE_TABLE = {
  manager: {
    capabilities: ['club.look', 'club.belong', 'club.run', 'messages.writeToAnyone'],
    needsPanelAccess: true,
    needsApproval: true,
  },
  member: { capabilities: ['club.look', 'club.belong'] },
  player: { capabilities: ['club.look', 'club.belong'] },
  guardian: { capabilities: ['club.look', 'club.belong', 'children.care'] },
  external: { capabilities: ['club.look', 'club.belong'] },
} as const satisfies Readonly<Record<ClubRole, RoleEntry>>;

/**
 * Roles a profile holds through a flag, beside its type's role (spec 3: `accessController`): the
 * door controller (issue 24). An enabled, accepted profile with the flag grants these capabilities
 * whatever its type; a volunteer is usually a member profile with the flag, so the member's
 * capabilities come from the type and only the scanning from here.
 */
export const FLAG_ROLE_TABLE = {
  accessController: { capabilities: ['access.scan'] },
} as const satisfies Readonly<Record<string, RoleEntry>>;
export type ProfileFlag = keyof typeof FLAG_ROLE_TABLE;

/** Whether one of `flags` grants `capability`. */
export const flagsGrant = (flags: readonly ProfileFlag[], capability: Capability): boolean =>
  flags.some((flag) => (FLAG_ROLE_TABLE[flag].capabilities as readonly Capability[]).includes(capability));

/** One role's entry, read through the common shape. */
export const roleEntry = (role: ClubRole): RoleEntry => ROLE_TABLE[role];

/** Roles one may take by oneself (an invitation link, a pre-enrolment): all but those the club approves. */
export type JoinableRole = { [R in ClubRole]: (typeof ROLE_TABLE)[R] extends { needsApproval: true } ? never : R }[ClubRole];
export const isJoinable = (role: ClubRole): role is JoinableRole => !roleEntry(role).needsApproval;

/** Whether one of `roles` grants `capability` (the club roles only, whatever the admin flag). */
export const rolesGrant = (roles: readonly ClubRole[], capability: Capability): boolean =>
  roles.some((role) => roleEntry(role).capabilities.includes(capability));

/** The club roles that grant `capability` (for queries that look for, say, a club's managers). */
export const rolesGranting = (capability: Capability): ClubRole[] => CLUB_ROLES.filter((role) => rolesGrant([role], capability));
