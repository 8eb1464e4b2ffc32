import type { ClubRole } from '@tribuna/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clubs, profiles, users } from '../db/schema';
import type { ProfileFlag } from '../lib/authz/roles';
import { grantedRole } from '../lib/profile-rights';

export type ClubRow = typeof clubs.$inferSelect;

/** Tables the club context read touches. */
export const CLUB_CONTEXT_TABLES = ['clubs', 'users', 'profiles'] as const;

/**
 * The caller as seen from one club: their internal id, admin flag, and the roles their enabled
 * (and accepted: not pre-enrolled) profiles there grant, with those profiles' ids. A manager profile whose panel access is off
 * grants nothing (lib/profile-rights): no manager role, and it does not make its account a
 * member either, so a person whose only profile here is such a manager gets 403 on member
 * routes, exactly like someone with no profile in the club.
 */
export type ClubViewer = {
  userId: number;
  admin: boolean;
  roles: ClubRole[];
  profileIds: number[];
  /** Roles its enabled profiles hold through a flag (lib/authz/roles FLAG_ROLE_TABLE). */
  flags?: ProfileFlag[];
};

export type ClubContext = { club: ClubRow; viewer: ClubViewer | null };

/**
 * One prepared query loads the club and the caller's enabled profiles in it (hot path: every
 * club route). `viewer` is null when the caller's account no longer exists or is disabled.
 */
export class ClubContextRepository {
  private readonly query;

  constructor(db: Db) {
    this.query = db
      .select({
        club: getTableColumns(clubs),
        userId: users.id,
        admin: users.admin,
        profileId: profiles.id,
        type: profiles.type,
        panelAccess: profiles.panelAccess,
        accessController: profiles.accessController,
      })
      .from(clubs)
      .leftJoin(users, and(eq(users.publicId, sql.placeholder('userId')), eq(users.enabled, true)))
      .leftJoin(
        profiles,
        // A pre-enrolment waits for the club's managers: until accepted it grants nothing here.
        and(eq(profiles.clubId, clubs.id), eq(profiles.userId, users.id), eq(profiles.enabled, true), eq(profiles.preEnrollment, false)),
      )
      .where(eq(clubs.publicId, sql.placeholder('clubHash')))
      .prepare('club_context');
  }

  async load(clubHash: string, userPublicId: string): Promise<ClubContext | null> {
    const rows = await this.query.execute({ clubHash, userId: userPublicId });
    const first = rows[0];
    if (!first) return null;
    // Contexts are cached and shared between requests.
    const club = Object.freeze(first.club);
    if (first.userId === null || first.admin === null) return { club, viewer: null };
    const viewer: ClubViewer = { userId: first.userId, admin: first.admin, roles: [], profileIds: [], flags: [] };
    for (const row of rows) {
      if (row.profileId === null || row.type === null) continue;
      if (row.accessController && !viewer.flags!.includes('accessController')) viewer.flags!.push('accessController');
      const role = grantedRole(row.type, row.panelAccess === true);
      if (!role) continue;
      viewer.profileIds.push(row.profileId);
      if (!viewer.roles.includes(role)) viewer.roles.push(role);
    }
    return { club, viewer };
  }
}
