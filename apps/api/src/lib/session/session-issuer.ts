import type { TokenResponse } from '@tribuna/contract';
import { randomUUID } from 'node:crypto';
import { hashRefreshToken, newRefreshToken, type TokenService } from '../tokens';
import type { RefreshTokensRepository } from './refresh-tokens.repository';

/** Where a request came from, for the audit log and the refresh token record. */
export type ClientInfo = { ip: string; userAgent: string | null };

/** A token response plus the refresh token that goes into the httpOnly cookie. */
export type IssuedSession = { body: TokenResponse; refreshToken: string; refreshExpiresAt: Date; tokenId: string };

type SessionUser = { id: number; publicId: string };

/**
 * Starts sessions: an access token plus a refresh token of a family. The store is the caller's
 * (a unit of work's repository), so the refresh token commits with the change that opened the
 * session. Shared by sign-in (auth) and by registration and password reset (accounts).
 */
export class SessionIssuer {
  constructor(
    private readonly tokens: TokenService,
    private readonly refreshTtlSeconds: number,
  ) {}

  /** A new session: a new refresh family with a random token. */
  start(store: RefreshTokensRepository, user: SessionUser, client: ClientInfo): Promise<IssuedSession> {
    return this.issue(store, user, randomUUID(), newRefreshToken(), client);
  }

  /** Stores `refreshToken` in `familyId` and signs an access token for the user. */
  async issue(
    store: RefreshTokensRepository,
    user: SessionUser,
    familyId: string,
    refreshToken: string,
    client: ClientInfo,
  ): Promise<IssuedSession> {
    const refreshExpiresAt = new Date(Date.now() + this.refreshTtlSeconds * 1000);
    const tokenId = await store.insert({
      familyId,
      userId: user.id,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: refreshExpiresAt,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
    });
    return { body: await this.body(user.publicId, refreshExpiresAt, familyId), refreshToken, refreshExpiresAt, tokenId };
  }

  /**
   * A token response for an existing refresh token (same expiry). The access token names its
   * refresh family, so what outlives a request (an event stream) can end with that session.
   */
  async body(userPublicId: string, refreshExpiresAt: Date, familyId: string): Promise<TokenResponse> {
    return {
      token: await this.tokens.sign(userPublicId, undefined, { sessionId: familyId }),
      token_ttl: this.tokens.ttlSeconds,
      refresh_token_expiration: Math.floor(refreshExpiresAt.getTime() / 1000),
    };
  }
}
