import type { TokenResponse } from '@tribuna/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { hashRefreshToken, newRefreshToken, type TokenService } from '../tokens';

/** Where a request came from, for the audit log and the refresh token record. */
export type ClientInfo = { ip: string; userAgent: string | null };

/** A token response plus the refresh token that goes into the httpOnly cookie. */
export type IssuedSession = { body: TokenResponse; refreshToken: string; refreshExpiresAt: Date; tokenId: string };

type SessionUser = { id: number; publicId: string };

/**
 * Starts and ends sessions: an access token plus a refresh token of a family (stored as a
 * SHA-256 only). Shared by sign-in (auth) and by registration and password reset (accounts).
 */
export class SessionIssuer {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly refreshTtlSeconds: number,
  ) {}

  /** A new session: a new refresh family with a random token. */
  start(user: SessionUser, client: ClientInfo, db: Db = this.db): Promise<IssuedSession> {
    return this.issue(user, randomUUID(), newRefreshToken(), client, db);
  }

  /** Stores `refreshToken` in `familyId` and signs an access token for the user. */
  async issue(user: SessionUser, familyId: string, refreshToken: string, client: ClientInfo, db: Db = this.db) {
    const refreshExpiresAt = new Date(Date.now() + this.refreshTtlSeconds * 1000);
    const [row] = await db
      .insert(refreshTokens)
      .values({
        familyId,
        userId: user.id,
        tokenHash: hashRefreshToken(refreshToken),
        expiresAt: refreshExpiresAt,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        ip: client.ip,
      })
      .returning({ id: refreshTokens.id });
    return { body: await this.body(user.publicId, refreshExpiresAt), refreshToken, refreshExpiresAt, tokenId: row!.id };
  }

  /** A token response for an existing refresh token (same expiry). */
  async body(userPublicId: string, refreshExpiresAt: Date): Promise<TokenResponse> {
    return {
      token: await this.tokens.sign(userPublicId),
      token_ttl: this.tokens.ttlSeconds,
      refresh_token_expiration: Math.floor(refreshExpiresAt.getTime() / 1000),
    };
  }

  /** Ends every session of a user (password change or reset), optionally sparing one family. */
  async revokeUserFamilies(userId: number, exceptFamilyId: string | null = null, db: Db = this.db): Promise<void> {
    await db
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

  /** The family of a presented refresh token (to spare the caller's own session), if live. */
  async familyOf(presented: string | undefined, userId: number): Promise<string | null> {
    if (!presented) return null;
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, hashRefreshToken(presented)),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
        ),
      );
    return row?.familyId ?? null;
  }
}
