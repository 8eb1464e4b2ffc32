import {
  RECOVERY_CODE_TTL_SECONDS,
  RECOVERY_MAX_TRIES_PER_CODE,
  RECOVERY_RETRY_AFTER_SECONDS,
  type TokenResponse,
} from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { actingAs, type RequestContext } from '../../lib/route/request-context';
import type { IssuedSession, SessionIssuer } from '../../lib/session/session-issuer';
import { PASSWORD_RESET_TOKEN_TTL_SECONDS, PASSWORD_RESET_TOKEN_TYPE, type TokenService } from '../../lib/tokens';
import type { AccountsData } from './accounts.data';
import { hashRecoveryCode, messageLocale, newRecoveryCode, sameHash } from './account-secrets';
import type { AccountUser } from './accounts.repository';
import { notifyPasswordChanged } from './password-changed';

/** Codes one account may request per 24 hours, whatever the channel. */
export const RECOVERY_DAILY_CAP = 5;
const DAY_MS = 24 * 3600 * 1000;

export type RecoveryMethod = 'email' | 'sms' | 'whatsapp';

/**
 * Password recovery by a 6-digit code (issue 3 part 5): request → validate → confirm. Every
 * answer is the same whether or not the account exists; only an HMAC of a code is stored.
 */
export class PasswordResetService {
  constructor(
    private readonly data: AccountsData,
    private readonly sessions: SessionIssuer,
    private readonly tokens: TokenService,
    private readonly secret: string,
  ) {}

  async request(ctx: RequestContext, username: string, method: RecoveryMethod, whatsappConsent: boolean) {
    const code = newRecoveryCode();
    const { accounts, audit } = this.data.read;
    const user = await accounts.byUsername(username);
    const to = user?.enabled ? this.destination(user, method) : null;
    const underCap = user && to ? (await accounts.codesSince(user.id, new Date(Date.now() - DAY_MS))) < RECOVERY_DAILY_CAP : false;
    if (user && to && underCap) {
      const savesConsent = method === 'whatsapp' && whatsappConsent;
      // Only the WhatsApp consent writes the account (a watched table).
      await this.data.write(savesConsent ? ['users'] : [], async (repos) => {
        if (savesConsent) await repos.accounts.setWhatsappConsent(user.id);
        const expiresAt = new Date(Date.now() + RECOVERY_CODE_TTL_SECONDS * 1000);
        await repos.accounts.replaceCode(user.id, hashRecoveryCode(this.secret, user.id, code), method, expiresAt);
        await repos.notifications.enqueue({
          channel: method,
          to,
          template: 'password-reset-code',
          locale: messageLocale(user.locale),
          data: { code },
          userId: user.id,
        });
      });
    }
    await audit.record(user ? actingAs(ctx, user.publicId) : ctx, {
      action: 'account.recovery.requested',
      target: username,
      metadata: { method, sent: Boolean(user && to && underCap) },
    });
    return { requested: true as const, retryAfter: RECOVERY_RETRY_AFTER_SECONDS };
  }

  /** A correct code answers a short-lived password_reset token (not a session). */
  async validate(username: string, code: string): Promise<TokenResponse> {
    const { user, live } = await this.checkCode(username, code);
    const token = await this.tokens.sign(user.publicId, undefined, { type: PASSWORD_RESET_TOKEN_TYPE });
    return {
      token,
      token_ttl: PASSWORD_RESET_TOKEN_TTL_SECONDS,
      refresh_token_expiration: Math.floor(live.expiresAt.getTime() / 1000),
    };
  }

  /** Sets the password, spends the code, ends every session and starts a new one. */
  async confirm(
    ctx: RequestContext,
    username: string,
    code: string,
    newPassword: string,
    userAgent: string | null,
  ): Promise<IssuedSession> {
    const { user, live } = await this.checkCode(username, code);
    const passwordHash = await hashPassword(newPassword);
    const session = await this.data.write(['users'], async (repos) => {
      if (!(await repos.accounts.consumeCode(live.id))) return null;
      await repos.accounts.setPassword(user.id, passwordHash);
      await repos.refreshTokens.revokeUserFamilies(user.id);
      await notifyPasswordChanged(repos.notifications, user);
      await repos.audit.record(actingAs(ctx, user.publicId), { action: 'account.password_reset' });
      return this.sessions.start(repos.refreshTokens, user, { ip: ctx.ip, userAgent });
    });
    if (!session) throw errors.invalidCode();
    return session;
  }

  /**
   * The live code of the account, checked in constant time. Every failure gives the one
   * answer of the spec (INVALID_CODE), whether the account is unknown or disabled, no code was
   * requested, the code is wrong, expired, spent or out of tries: a different answer would tell
   * a stranger that the account exists and asked for a code. A try is counted before the
   * comparison (the 5th wrong try kills the code, however many guesses arrive at once) and
   * given back when the code is right.
   */
  private async checkCode(username: string, code: string) {
    const { accounts } = this.data.read;
    const user = await accounts.byUsername(username);
    const live = user?.enabled ? await accounts.liveCode(user.id, RECOVERY_MAX_TRIES_PER_CODE) : undefined;
    if (!user || !live) throw errors.invalidCode();
    if (!(await accounts.takeTry(live.id, RECOVERY_MAX_TRIES_PER_CODE))) throw errors.invalidCode();
    if (!sameHash(live.codeHash, hashRecoveryCode(this.secret, user.id, code))) throw errors.invalidCode();
    await accounts.giveBackTry(live.id);
    return { user, live };
  }

  private destination(user: AccountUser, method: RecoveryMethod): string | null {
    if (method === 'email') return user.email;
    return user.phone;
  }
}
