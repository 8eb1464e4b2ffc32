import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema';
import type { ClubRow, Page } from './club-enrollment.repository';

export type PreEnrollmentRow = {
  id: number;
  hash: string;
  type: number;
  name: string;
  surname: string;
  email: string | null;
  dni: string | null;
  createdAt: Date;
  userId: number | null;
  username: string | null;
  accountEmail: string | null;
  accountLocale: string | null;
};

const columns = {
  id: profiles.id,
  hash: profiles.publicId,
  type: profiles.type,
  name: profiles.name,
  surname: profiles.surname,
  email: profiles.email,
  dni: profiles.dni,
  createdAt: profiles.createdAt,
  userId: users.id,
  username: users.username,
  accountEmail: users.email,
  accountLocale: users.locale,
};

/**
 * Pending pre-enrolments of one club: enabled profiles of an account still marked `pre_enrollment`.
 * Those without an account come from the portal's sign-up form and are reviewed with their
 * request (features/joining), where accepting also creates the plan's charges.
 */
const pendingIn = (club: ClubRow) =>
  and(eq(profiles.clubId, club.id), eq(profiles.preEnrollment, true), eq(profiles.enabled, true), isNotNull(profiles.userId));

/**
 * Pre-enrolments (profiles made without an invitation) waiting for a club's managers. Every query
 * takes the club's row; the decisions run in the caller's unit of work.
 */
export class PreEnrollmentsRepository {
  constructor(private readonly db: Db) {}

  async listPending(club: ClubRow, page: Page): Promise<{ items: PreEnrollmentRow[]; total: number }> {
    const rows = await this.db
      .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(profiles)
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(pendingIn(club))
      .orderBy(asc(profiles.createdAt), asc(profiles.id))
      .limit(page.limit)
      .offset(page.offset);
    if (rows.length > 0) return { items: rows, total: rows[0]!.total };
    const [count] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(profiles)
      .where(pendingIn(club));
    return { items: [], total: count?.total ?? 0 };
  }

  async findPending(club: ClubRow, hash: string): Promise<PreEnrollmentRow | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(profiles)
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(and(pendingIn(club), eq(profiles.publicId, hash)));
    return row;
  }

  /** Makes the profile active; false when it was decided meanwhile (no longer pending). */
  async accept(club: ClubRow, id: number): Promise<boolean> {
    const rows = await this.db
      .update(profiles)
      .set({ preEnrollment: false, updatedAt: sql`now()` })
      .where(and(pendingIn(club), eq(profiles.id, id)))
      .returning({ id: profiles.id });
    return rows.length === 1;
  }

  /**
   * Removes the refused profile, so the person may pre-enrol again later; false when it was
   * decided meanwhile.
   */
  async refuse(club: ClubRow, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(profiles)
      .where(and(pendingIn(club), eq(profiles.id, id)))
      .returning({ id: profiles.id });
    return rows.length === 1;
  }
}
