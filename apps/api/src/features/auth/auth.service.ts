import type { TokenResponse } from '@tribuna/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { errors } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { hashRefreshToken, newRefreshToken, type TokenService } from '../../lib/tokens';
import { AuthRepository } from './auth.repository';

/** Where a request came from, for the audit log and the refresh token record. */
export type ClientInfo = { ip: string; userAgent: string | null };

/** A token response plus the refresh token that goes into the httpOnly cookie. */
export type IssuedSession = { body: TokenResponse; refreshToken: string; refreshExpiresAt: Date };

export class AuthService {
  private readonly repository: AuthRepository;

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly refreshTtlSeconds: number,
  ) {
    this.repository = new AuthRepository(db);
  }

  /** Login (spec 5): the username arrives trimmed and lowercased by the contract schema. */
  async login(username: string, password: string, client: ClientInfo): Promise<IssuedSession> {
    const user = await this.repository.findUserByUsername(username);
    // Always run one argon2 verification so timing does not tell whether the user exists.
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid || !user.enabled) {
      await recordAudit(this.db, {
        action: 'auth.login.failure',
        actorUserId: user?.id ?? null,
        target: username,
        metadata: { reason: !user ? 'unknown_user' : !valid ? 'wrong_password' : 'disabled' },
        ip: client.ip,
      });
      throw errors.invalidCredentials();
    }
    const session = await this.issue(user.id, user.publicId, randomUUID(), client, this.db);
    await recordAudit(this.db, { action: 'auth.login.success', actorUserId: user.id, ip: client.ip });
    return session;
  }

  /** Rotates the refresh token; presenting an already-rotated token revokes its family. */
  async refresh(presented: string | undefined, client: ClientInfo): Promise<IssuedSession> {
    if (!presented) throw errors.refreshFailed();
    const stored = await this.repository.findRefreshToken(hashRefreshToken(presented));
    if (!stored || stored.revokedAt) throw errors.refreshFailed();
    if (stored.usedAt) return this.reuseDetected(stored.familyId, stored.userId, client);
    if (stored.expiresAt.getTime() <= Date.now() || !stored.userEnabled) throw errors.refreshFailed();

    const session = await this.repository.transaction(async (tx) => {
      if (!(await this.repository.claimRefreshToken(stored.id, tx))) return null;
      const issued = await this.issue(stored.userId, stored.userPublicId, stored.familyId, client, tx);
      await this.repository.setReplacedBy(stored.id, issued.tokenId, tx);
      return issued;
    });
    if (!session) return this.reuseDetected(stored.familyId, stored.userId, client);
    return session;
  }

  /** Revokes the whole family of the presented token; unknown tokens are simply ignored. */
  async logout(presented: string | undefined, client: ClientInfo): Promise<void> {
    if (!presented) return;
    const stored = await this.repository.findRefreshToken(hashRefreshToken(presented));
    if (!stored) return;
    await this.repository.revokeFamily(stored.familyId);
    await recordAudit(this.db, { action: 'auth.logout', actorUserId: stored.userId, ip: client.ip });
  }

  private async reuseDetected(familyId: string, userId: number, client: ClientInfo): Promise<never> {
    await this.repository.revokeFamily(familyId);
    await recordAudit(this.db, {
      action: 'auth.refresh.reuse_detected',
      actorUserId: userId,
      metadata: { familyId, userAgent: client.userAgent },
      ip: client.ip,
    });
    throw errors.refreshFailed();
  }

  private async issue(userId: number, userPublicId: string, familyId: string, client: ClientInfo, db: Db) {
    const refreshToken = newRefreshToken();
    const refreshExpiresAt = new Date(Date.now() + this.refreshTtlSeconds * 1000);
    const tokenId = await this.repository.insertRefreshToken(
      {
        familyId,
        userId,
        tokenHash: hashRefreshToken(refreshToken),
        expiresAt: refreshExpiresAt,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        ip: client.ip,
      },
      db,
    );
    const token = await this.tokens.sign(userPublicId);
    const body: TokenResponse = {
      token,
      token_ttl: this.tokens.ttlSeconds,
      refresh_token_expiration: Math.floor(refreshExpiresAt.getTime() / 1000),
    };
    return { body, refreshToken, refreshExpiresAt, tokenId };
  }
}
