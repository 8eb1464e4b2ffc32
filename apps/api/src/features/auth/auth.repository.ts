import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';

export type LoginUser = { id: number; publicId: string; passwordHash: string; enabled: boolean };

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

/** Users and refresh tokens as the authentication flow needs them (not club-scoped). */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findUserByUsername(username: string): Promise<LoginUser | undefined> {
    const [row] = await this.db
      .select({ id: users.id, publicId: users.publicId, passwordHash: users.passwordHash, enabled: users.enabled })
      .from(users)
      .where(eq(users.username, username));
    return row;
  }

  async findRefreshToken(tokenHash: string): Promise<StoredRefreshToken | undefined> {
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

  /**
   * Marks a token as used, only if nobody used or revoked it first: of two concurrent refreshes
   * with the same token exactly one wins, the other is treated as reuse.
   */
  async claimRefreshToken(id: string, db: Db = this.db): Promise<boolean> {
    const rows = await db
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  async setReplacedBy(id: string, replacedBy: string, db: Db = this.db): Promise<void> {
    await db.update(refreshTokens).set({ replacedBy }).where(eq(refreshTokens.id, id));
  }

  /** A token by id, for following a rotation chain (refresh grace window). */
  async findRefreshTokenById(id: string) {
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

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }
}
