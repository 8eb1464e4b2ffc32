import { PROFILE_TYPE_CODES, type AccessRequest } from '@tribuna/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, managerAccessRequests, profiles, users } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { grantsManagerRights } from '../../lib/profile-rights';
import type { ClubRow, Page } from './club-enrollment.repository';

export type AccessRequestRow = {
  id: number;
  hash: string;
  status: AccessRequest['status'];
  message: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  clubHash: string;
  clubName: string;
  requesterId: number;
  requesterName: string;
  requesterLastname: string;
  requesterEmail: string;
  requesterLocale: string | null;
};
/** Someone to notify: their account id, address and interface language. */
export type Recipient = { id: number; email: string; locale: string | null };

const columns = {
  id: managerAccessRequests.id,
  hash: managerAccessRequests.publicId,
  status: sql<AccessRequest['status']>`${managerAccessRequests.status}`,
  message: managerAccessRequests.message,
  createdAt: managerAccessRequests.createdAt,
  decidedAt: managerAccessRequests.decidedAt,
  clubHash: clubs.publicId,
  clubName: clubs.name,
  requesterId: users.id,
  requesterName: users.name,
  requesterLastname: users.lastname,
  requesterEmail: users.email,
  requesterLocale: users.locale,
};

/**
 * Manager access requests. Every query about a club takes that club's row; the writes run in
 * the caller's unit of work (with the notifications and the audit row).
 */
export class AccessRequestsRepository {
  constructor(private readonly db: Db) {}

  private async page(where: SQL | undefined, page: Page) {
    const rows = await this.db
      .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(managerAccessRequests)
      .innerJoin(clubs, eq(clubs.id, managerAccessRequests.clubId))
      .innerJoin(users, eq(users.id, managerAccessRequests.userId))
      .where(where)
      .orderBy(desc(managerAccessRequests.createdAt), desc(managerAccessRequests.id))
      .limit(page.limit)
      .offset(page.offset);
    if (rows.length > 0) return { items: rows as AccessRequestRow[], total: rows[0]!.total };
    const [count] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(managerAccessRequests)
      .where(where);
    return { items: [] as AccessRequestRow[], total: count?.total ?? 0 };
  }

  listForClub(club: ClubRow, status: AccessRequest['status'] | undefined, page: Page) {
    const byStatus = status ? eq(managerAccessRequests.status, status) : undefined;
    return this.page(and(eq(managerAccessRequests.clubId, club.id), byStatus), page);
  }

  listForUser(userId: number, page: Page) {
    return this.page(eq(managerAccessRequests.userId, userId), page);
  }

  async findOne(club: ClubRow, hash: string): Promise<AccessRequestRow | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(managerAccessRequests)
      .innerJoin(clubs, eq(clubs.id, managerAccessRequests.clubId))
      .innerJoin(users, eq(users.id, managerAccessRequests.userId))
      .where(and(eq(managerAccessRequests.clubId, club.id), eq(managerAccessRequests.publicId, hash)));
    return row as AccessRequestRow | undefined;
  }

  /** A new pending request; undefined when one is already pending (the partial unique index). */
  async insertPending(club: ClubRow, userId: number, message: string | null): Promise<string | undefined> {
    const [row] = await this.db
      .insert(managerAccessRequests)
      .values({ publicId: newPublicId(), clubId: club.id, userId, message })
      .onConflictDoNothing()
      .returning({ hash: managerAccessRequests.publicId });
    return row?.hash;
  }

  /** Marks a pending request decided; false when it was not pending any more (decided meanwhile). */
  async markDecided(club: ClubRow, id: number, status: 'approved' | 'refused', deciderId: number) {
    const rows = await this.db
      .update(managerAccessRequests)
      .set({ status, decidedBy: deciderId, decidedAt: sql`now()` })
      .where(and(eq(managerAccessRequests.clubId, club.id), eq(managerAccessRequests.id, id), eq(managerAccessRequests.status, 'pending')))
      .returning({ id: managerAccessRequests.id });
    return rows.length === 1;
  }

  /** The requester's manager profile, with panel access (re-enabled if they had one before). */
  async grantManager(club: ClubRow, request: AccessRequestRow): Promise<void> {
    await this.db
      .insert(profiles)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        userId: request.requesterId,
        type: PROFILE_TYPE_CODES.manager,
        name: request.requesterName,
        surname: request.requesterLastname,
        email: request.requesterEmail,
        panelAccess: true,
      })
      .onConflictDoUpdate({
        target: [profiles.userId, profiles.clubId, profiles.type],
        targetWhere: sql`user_id is not null`,
        set: { enabled: true, panelAccess: true, updatedAt: sql`now()` },
      });
  }

  /** Managers of the club (enabled, with panel access and an enabled account): who hears about a new request. */
  managers(club: ClubRow): Promise<Recipient[]> {
    return this.db
      .selectDistinct({ id: users.id, email: users.email, locale: users.locale })
      .from(profiles)
      .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.enabled, true)))
      .where(and(eq(profiles.clubId, club.id), eq(profiles.enabled, true), grantsManagerRights));
  }

  async findUser(userPublicId: string) {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, lastname: users.lastname, email: users.email })
      .from(users)
      .where(and(eq(users.publicId, userPublicId), eq(users.enabled, true)));
    return row;
  }
}
