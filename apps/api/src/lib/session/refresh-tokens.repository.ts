import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';

/** A refresh token as the rotation needs it, with its account. */
export type StoredRefreshToken = {
  id: string;
  familyId: string;
  userId: number;
  userPublicId: string;
  userEnabled: boolean;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  replacedBy: string | null;
};

export type NewRefreshToken = {
  familyId: string;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  userAgent: string | null;
  ip: string;
};

/**
 * Refresh tokens (stored as a SHA-256 only), grouped in families: one family per sign-in,
 * rotated on every refresh. Shared by sign-in (auth) and by registration, password change and
 * reset (accounts); bound to a unit of work, its writes commit with the change that caused them.
 */
export class RefreshTokensRepository {
  constructor(private readonly db: Db) {}

  async insert(token: NewRefreshToken): Promise<string> {
    const [row] = await this.db.insert(refreshTokens).values(token).returning({ id: refreshTokens.id });
    return row!.id;
  }

  async findByHash(tokenHash: string): Promise<StoredRefreshToken | undefined> {
    const [row] = await this.db
      .select({
        id: refreshTokens.id,
        familyId: refreshTokens.familyId,
        userId: refreshTokens.userId,
        userPublicId: users.publicId,
        userEnabled: users.enabled,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        replacedBy: refreshTokens.replacedBy,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  }

  /** A token by id, for following a rotation chain (refresh grace window). */
  async findById(id: string) {
    const [row] = await this.db
      .select({
        id: refreshTokens.id,
        tokenHash: refreshTokens.tokenHash,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        replacedBy: refreshTokens.replacedBy,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, id));
    return row;
  }

  /**
   * Marks a token as used, only if nobody used or revoked it first: of two concurrent refreshes
   * with the same token exactly one wins, the other is treated as reuse.
   */
  async claim(id: string): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  async setReplacedBy(id: string, replacedBy: string): Promise<void> {
    await this.db.update(refreshTokens).set({ replacedBy }).where(eq(refreshTokens.id, id));
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Ends every session of a user (password change or reset), optionally sparing one family. */
  async revokeUserFamilies(userId: number, exceptFamilyId: string | null = null): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
        ),
      );
  }

  /** The family of a live token of the user (to spare the caller's own session), if any. */
  async liveFamilyOf(tokenHash: string, userId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    return row?.familyId ?? null;
  }
}
