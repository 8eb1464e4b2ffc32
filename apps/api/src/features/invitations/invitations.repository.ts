import { PROFILE_TYPE_CODES, type INVITABLE_ROLES } from '@tribuna/contract';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, invitations, profiles, users } from '../../db/schema';
import type { JoinableRole } from '../../lib/authz/roles';
import { newPublicId } from '../../lib/ids';
import { grantsManagerRights } from '../../lib/profile-rights';

export type InvitableRole = (typeof INVITABLE_ROLES)[number];
export type ClubRow = typeof clubs.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
export type Page = { limit: number; offset: number };
export type NewProfile = { name: string; surname: string; email: string; dni: string };

/** A link still usable now: not revoked, not expired, uses left. */
const usable = and(
  isNull(invitations.revokedAt),
  gt(invitations.expiresAt, sql`now()`),
  or(isNull(invitations.maxUses), lt(invitations.uses, invitations.maxUses)),
);

/**
 * Invitation links and joining through them. Every query about a club takes that club's row;
 * joining runs in the caller's unit of work (claimUse, insertProfile, fillAccountPerson).
 */
export class InvitationsRepository {
  constructor(private readonly db: Db) {}

  async insert(
    club: ClubRow,
    values: {
      role: InvitableRole;
      expiresAt: Date;
      maxUses: number | null;
      tokenHash: string;
      sealedToken: string;
      createdBy: number;
      accessController: boolean;
    },
  ): Promise<InvitationRow> {
    const [row] = await this.db
      .insert(invitations)
      .values({ publicId: newPublicId(), clubId: club.id, ...values })
      .returning();
    return row!;
  }

  async list(club: ClubRow, page: Page): Promise<{ items: InvitationRow[]; total: number }> {
    const where = eq(invitations.clubId, club.id);
    const rows = await this.db
      .select({ invitation: invitations, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(invitations)
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(page.limit)
      .offset(page.offset);
    if (rows.length > 0) return { items: rows.map((r) => r.invitation), total: rows[0]!.total };
    const [count] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(invitations)
      .where(where);
    return { items: [], total: count?.total ?? 0 };
  }

  /** Revokes the link (idempotent: the first revocation time is kept). */
  async revoke(club: ClubRow, hash: string): Promise<InvitationRow | undefined> {
    const [row] = await this.db
      .update(invitations)
      .set({ revokedAt: sql`coalesce(${invitations.revokedAt}, now())` })
      .where(and(eq(invitations.clubId, club.id), eq(invitations.publicId, hash)))
      .returning();
    return row;
  }

  /** The usable invitation with this token hash, and its club. */
  async findUsable(tokenHash: string): Promise<{ invitation: InvitationRow; club: ClubRow } | undefined> {
    const [row] = await this.db
      .select({ invitation: invitations, club: clubs })
      .from(invitations)
      .innerJoin(clubs, eq(clubs.id, invitations.clubId))
      .where(and(eq(invitations.tokenHash, tokenHash), usable));
    return row;
  }

  async findUser(publicId: string) {
    const [row] = await this.db
      .select({ id: users.id, username: users.username, email: users.email, locale: users.locale })
      .from(users)
      .where(and(eq(users.publicId, publicId), eq(users.enabled, true)));
    return row;
  }

  async hasProfile(club: ClubRow, userId: number, role: JoinableRole): Promise<boolean> {
    const [row] = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), eq(profiles.userId, userId), eq(profiles.type, PROFILE_TYPE_CODES[role])));
    return row !== undefined;
  }

  /**
   * Counts one use if the link is still usable. A single conditional UPDATE: the row lock makes
   * concurrent joins queue, and each re-checks `uses < max_uses`, so a link is never over-used.
   */
  async claimUse(invitation: InvitationRow): Promise<boolean> {
    const rows = await this.db
      .update(invitations)
      .set({ uses: sql`${invitations.uses} + 1` })
      .where(and(eq(invitations.id, invitation.id), usable))
      .returning({ id: invitations.id });
    return rows.length === 1;
  }

  /**
   * An account registered with the spec's bare body (no person data) takes its name and
   * identification from the first profile it creates; data the account already has is kept.
   */
  async fillAccountPerson(userId: number, person: NewProfile): Promise<void> {
    const unnamed = and(eq(users.name, ''), eq(users.lastname, ''));
    await this.db
      .update(users)
      .set({
        name: sql`case when ${unnamed} then ${person.name} else ${users.name} end`,
        lastname: sql`case when ${unnamed} then ${person.surname} else ${users.lastname} end`,
        identification: sql`coalesce(${users.identification}, ${person.dni})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, userId), or(unnamed, isNull(users.identification))));
  }

  /** The club a pre-enrolment names (no invitation to take it from). */
  async findClub(clubPublicId: string): Promise<ClubRow | undefined> {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.publicId, clubPublicId));
    return row;
  }

  /** Another person of this type in the club already has this identification. */
  async dniTaken(club: ClubRow, role: JoinableRole, dni: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), eq(profiles.type, PROFILE_TYPE_CODES[role]), eq(profiles.dni, dni)))
      .limit(1);
    return row !== undefined;
  }

  /** Managers of the club (enabled, with panel access and an enabled account): who hears of a pre-enrolment. */
  managers(club: ClubRow): Promise<{ id: number; email: string; locale: string | null }[]> {
    return this.db
      .selectDistinct({ id: users.id, email: users.email, locale: users.locale })
      .from(profiles)
      .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.enabled, true)))
      .where(and(eq(profiles.clubId, club.id), eq(profiles.enabled, true), eq(profiles.preEnrollment, false), grantsManagerRights));
  }

  /**
   * The new profile's hash; undefined when the user already has one of this type here. A
   * pre-enrolment gives no access until the club's managers accept it; a controller's invitation
   * makes the profile a door controller.
   */
  async insertProfile(
    club: ClubRow,
    userId: number,
    role: JoinableRole,
    person: NewProfile,
    preEnrollment = false,
    accessController = false,
  ) {
    const [row] = await this.db
      .insert(profiles)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        userId,
        type: PROFILE_TYPE_CODES[role],
        ...person,
        preEnrollment,
        accessController,
      })
      .onConflictDoNothing({ target: [profiles.userId, profiles.clubId, profiles.type], where: sql`user_id is not null` })
      .returning({ hash: profiles.publicId });
    return row?.hash;
  }
}
