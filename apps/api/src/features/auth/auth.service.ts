import { errors } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { actingAs, type RequestContext } from '../../lib/route/request-context';
import type { StoredRefreshToken } from '../../lib/session/refresh-tokens.repository';
import type { ClientInfo, IssuedSession, SessionIssuer } from '../../lib/session/session-issuer';
import { hashRefreshToken, successorRefreshToken } from '../../lib/tokens';
import type { AuthData } from './auth.data';

/**
 * Several tabs may refresh with the same cookie at once; the loser of that race presents a
 * token rotated a moment ago. Within this window it gets the winner's successor instead of
 * the theft response (family revocation).
 */
export const REFRESH_GRACE_SECONDS = 10;
const MAX_GRACE_HOPS = 5;

const clientOf = (ctx: RequestContext, userAgent: string | null): ClientInfo => ({ ip: ctx.ip, userAgent });

/**
 * Sign-in, refresh and sign-out (all public routes: the caller is known by the password or the
 * refresh cookie, and the audit names that account once it is known).
 */
export class AuthService {
  constructor(
    private readonly data: AuthData,
    private readonly sessions: SessionIssuer,
    private readonly secret: string,
  ) {}

  /** Login (spec 5): the username arrives trimmed and lowercased by the contract schema. */
  async login(ctx: RequestContext, username: string, password: string, userAgent: string | null): Promise<IssuedSession> {
    const { auth, audit, refreshTokens } = this.data.read;
    const user = await auth.findUserByUsername(username);
    // Always run one argon2 verification so timing does not tell whether the user exists.
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid || !user.enabled) {
      await audit.record(user ? actingAs(ctx, user.publicId) : ctx, {
        action: 'auth.login.failure',
        target: username,
        metadata: { reason: !user ? 'unknown_user' : !valid ? 'wrong_password' : 'disabled' },
      });
      throw errors.invalidCredentials();
    }
    const session = await this.sessions.start(refreshTokens, user, clientOf(ctx, userAgent));
    await audit.record(actingAs(ctx, user.publicId), { action: 'auth.login.success' });
    return session;
  }

  /**
   * Rotates the refresh token (the successor is derived from it, see successorRefreshToken);
   * an already-rotated token is answered with its successor within the grace window and
   * revokes its family after it.
   */
  async refresh(ctx: RequestContext, presented: string | undefined, userAgent: string | null): Promise<IssuedSession> {
    if (!presented) throw errors.refreshFailed();
    const stored = await this.data.read.refreshTokens.findByHash(hashRefreshToken(presented));
    if (!stored || stored.revokedAt) throw errors.refreshFailed();
    if (stored.usedAt) return this.withinGrace(ctx, stored, presented, userAgent);
    if (stored.expiresAt.getTime() <= Date.now() || !stored.userEnabled) throw errors.refreshFailed();

    const user = { id: stored.userId, publicId: stored.userPublicId };
    // Refresh tokens are no watched table: no cache to clear.
    const session = await this.data.write([], async ({ refreshTokens }) => {
      if (!(await refreshTokens.claim(stored.id))) return null;
      const next = successorRefreshToken(this.secret, presented);
      const issued = await this.sessions.issue(refreshTokens, user, stored.familyId, next, clientOf(ctx, userAgent));
      await refreshTokens.setReplacedBy(stored.id, issued.tokenId);
      return issued;
    });
    // Lost a race with a concurrent refresh of the same token: the winner's successor.
    if (!session) return this.withinGrace(ctx, { ...stored, usedAt: new Date() }, presented, userAgent);
    return session;
  }

  /** Revokes the whole family of the presented token; unknown tokens are simply ignored. */
  async logout(ctx: RequestContext, presented: string | undefined): Promise<void> {
    if (!presented) return;
    const { refreshTokens, audit } = this.data.read;
    const stored = await refreshTokens.findByHash(hashRefreshToken(presented));
    if (!stored) return;
    await refreshTokens.revokeFamily(stored.familyId);
    await audit.record(actingAs(ctx, stored.userPublicId), { action: 'auth.logout' });
  }

  /**
   * A rotated token presented again: follows the rotation chain while each step was used
   * within the grace window and answers with the live successor (same refresh token, a new
   * access token). Anything else is reuse: the family is revoked.
   */
  private async withinGrace(
    ctx: RequestContext,
    stored: StoredRefreshToken,
    presented: string,
    userAgent: string | null,
  ): Promise<IssuedSession> {
    let token = presented;
    let usedAt = stored.usedAt;
    let nextId = stored.replacedBy;
    for (let hop = 0; hop < MAX_GRACE_HOPS; hop++) {
      if (!usedAt || !nextId || Date.now() - usedAt.getTime() > REFRESH_GRACE_SECONDS * 1000) break;
      token = successorRefreshToken(this.secret, token);
      const next = await this.data.read.refreshTokens.findById(nextId);
      if (!next || next.tokenHash !== hashRefreshToken(token) || next.revokedAt) break;
      if (!next.usedAt) {
        if (next.expiresAt.getTime() <= Date.now() || !stored.userEnabled) break;
        const body = await this.sessions.body(stored.userPublicId, next.expiresAt, stored.familyId);
        return { body, refreshToken: token, refreshExpiresAt: next.expiresAt, tokenId: next.id };
      }
      usedAt = next.usedAt;
      nextId = next.replacedBy;
    }
    return this.reuseDetected(ctx, stored, userAgent);
  }

  private async reuseDetected(ctx: RequestContext, stored: StoredRefreshToken, userAgent: string | null): Promise<never> {
    const { refreshTokens, audit } = this.data.read;
    await refreshTokens.revokeFamily(stored.familyId);
    await audit.record(actingAs(ctx, stored.userPublicId), {
      action: 'auth.refresh.reuse_detected',
      metadata: { familyId: stored.familyId, userAgent },
    });
    throw errors.refreshFailed();
  }
}
