import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { errors } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { SessionIssuer, type ClientInfo, type IssuedSession } from '../../lib/session/session-issuer';
import { hashRefreshToken, successorRefreshToken, type TokenService } from '../../lib/tokens';
import { AuthRepository, type StoredRefreshToken } from './auth.repository';

export type { ClientInfo, IssuedSession } from '../../lib/session/session-issuer';

/**
 * Several tabs may refresh with the same cookie at once; the loser of that race presents a
 * token rotated a moment ago. Within this window it gets the winner's successor instead of
 * the theft response (family revocation).
 */
export const REFRESH_GRACE_SECONDS = 10;
const MAX_GRACE_HOPS = 5;

export class AuthService {
  private readonly repository: AuthRepository;
  private readonly sessions: SessionIssuer;

  constructor(
    private readonly db: Db,
    tokens: TokenService,
    refreshTtlSeconds: number,
    private readonly secret: string,
  ) {
    this.repository = new AuthRepository(db);
    this.sessions = new SessionIssuer(db, tokens, refreshTtlSeconds);
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
    const session = await this.sessions.start(user, client);
    await recordAudit(this.db, { action: 'auth.login.success', actorUserId: user.id, ip: client.ip });
    return session;
  }

  /**
   * Rotates the refresh token (the successor is derived from it, see successorRefreshToken);
   * an already-rotated token is answered with its successor within the grace window and
   * revokes its family after it.
   */
  async refresh(presented: string | undefined, client: ClientInfo): Promise<IssuedSession> {
    if (!presented) throw errors.refreshFailed();
    const stored = await this.repository.findRefreshToken(hashRefreshToken(presented));
    if (!stored || stored.revokedAt) throw errors.refreshFailed();
    if (stored.usedAt) return this.withinGrace(stored, presented, client);
    if (stored.expiresAt.getTime() <= Date.now() || !stored.userEnabled) throw errors.refreshFailed();

    const user = { id: stored.userId, publicId: stored.userPublicId };
    const session = await this.repository.transaction(async (tx) => {
      if (!(await this.repository.claimRefreshToken(stored.id, tx))) return null;
      const next = successorRefreshToken(this.secret, presented);
      const issued = await this.sessions.issue(user, stored.familyId, next, client, tx);
      await this.repository.setReplacedBy(stored.id, issued.tokenId, tx);
      return issued;
    });
    // Lost a race with a concurrent refresh of the same token: the winner's successor.
    if (!session) return this.withinGrace({ ...stored, usedAt: new Date() }, presented, client);
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

  /**
   * A rotated token presented again: follows the rotation chain while each step was used
   * within the grace window and answers with the live successor (same refresh token, a new
   * access token). Anything else is reuse: the family is revoked.
   */
  private async withinGrace(stored: StoredRefreshToken, presented: string, client: ClientInfo): Promise<IssuedSession> {
    let token = presented;
    let usedAt = stored.usedAt;
    let nextId = stored.replacedBy;
    for (let hop = 0; hop < MAX_GRACE_HOPS; hop++) {
      if (!usedAt || !nextId || Date.now() - usedAt.getTime() > REFRESH_GRACE_SECONDS * 1000) break;
      token = successorRefreshToken(this.secret, token);
      const next = await this.repository.findRefreshTokenById(nextId);
      if (!next || next.tokenHash !== hashRefreshToken(token) || next.revokedAt) break;
      if (!next.usedAt) {
        if (next.expiresAt.getTime() <= Date.now() || !stored.userEnabled) break;
        const body = await this.sessions.body(stored.userPublicId, next.expiresAt);
        return { body, refreshToken: token, refreshExpiresAt: next.expiresAt, tokenId: next.id };
      }
      usedAt = next.usedAt;
      nextId = next.replacedBy;
    }
    return this.reuseDetected(stored.familyId, stored.userId, client);
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
}
