import { roleForProfileType, type ClubRole } from '@tribuna/contract';
import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, profiles, refreshTokens, users } from '../../db/schema';
import { grantsManagerRights } from '../../lib/profile-rights';
import type { ImpersonatedAccount, Impersonator } from './impersonation.policy';
import { rolesGrant } from '../../lib/authz/roles';

/** A role that runs its club (the manager's), whatever its panel access: it may be switched on. */
const runsClub = (role: ClubRole | undefined) => role !== undefined && rolesGrant([role], 'club.run');

export type AccountRow = { id: number; publicId: string; admin: boolean; name: string; lastname: string };

/** Reads for impersonation: the people involved and their memberships. */
export class ImpersonationRepository {
  constructor(private readonly db: Db) {}

  async findAccount(publicId: string): Promise<AccountRow | undefined> {
    const [row] = await this.db
      .select({ id: users.id, publicId: users.publicId, admin: users.admin, name: users.name, lastname: users.lastname })
      .from(users)
      .where(and(eq(users.publicId, publicId), eq(users.enabled, true)));
    return row;
  }

  /** Clubs where the account holds an enabled manager profile with panel access on. */
  async managedClubIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ clubId: profiles.clubId })
      .from(profiles)
      .where(and(eq(profiles.userId, userId), eq(profiles.enabled, true), grantsManagerRights));
    return rows.map((r) => r.clubId);
  }

  /** The real person as the rules see them now; undefined when the account is gone or disabled. */
  async impersonator(publicId: string): Promise<Impersonator | undefined> {
    const account = await this.findAccount(publicId);
    if (!account) return undefined;
    return { admin: account.admin, managedClubIds: await this.managedClubIds(account.id) };
  }

  /** The impersonated account as the rules see it now; undefined when gone or disabled. */
  async impersonated(publicId: string): Promise<ImpersonatedAccount | undefined> {
    const account = await this.findAccount(publicId);
    if (!account) return undefined;
    return { admin: account.admin, ...(await this.memberships(account.id)) };
  }

  /** The enabled profile with its club and (enabled) account; account null for a child without one. */
  async findProfile(profileHash: string) {
    const [row] = await this.db
      .select({
        club: getTableColumns(clubs),
        account: {
          id: users.id,
          publicId: users.publicId,
          admin: users.admin,
          name: users.name,
          lastname: users.lastname,
        },
      })
      .from(profiles)
      .innerJoin(clubs, eq(clubs.id, profiles.clubId))
      .leftJoin(users, and(eq(users.id, profiles.userId), eq(users.enabled, true)))
      .where(and(eq(profiles.publicId, profileHash), eq(profiles.enabled, true)));
    return row;
  }

  /** Clubs of the account's enabled profiles, and whether one of them is a manager profile. */
  async memberships(userId: number): Promise<{ clubIds: number[]; isManager: boolean }> {
    const rows = await this.db
      .select({ clubId: profiles.clubId, type: profiles.type })
      .from(profiles)
      .where(and(eq(profiles.userId, userId), eq(profiles.enabled, true)));
    return {
      clubIds: [...new Set(rows.map((r) => r.clubId))],
      isManager: rows.some((r) => runsClub(roleForProfileType(r.type))),
    };
  }

  /** Expiry of the caller's live refresh token (the cookie kept from before impersonating). */
  /** The club of the latest impersonation of `targetPublicId` that `realUserId` started (its audit row), for the end's row. */
  async startedInClub(realUserId: number, targetPublicId: string): Promise<{ id: number } | null> {
    const result = await this.db.execute(sql`select club_id as id from audit_log
      where actor_user_id = ${realUserId}::int and action = 'impersonation.started' and target = ${targetPublicId} and club_id is not null
      order by id desc limit 1`);
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    return row ? { id: row.id } : null;
  }

  async refreshExpiry(userId: number, tokenHash: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      );
    return row?.expiresAt;
  }
}
