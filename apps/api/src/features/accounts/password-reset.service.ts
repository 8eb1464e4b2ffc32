import {
  RECOVERY_CODE_TTL_SECONDS,
  RECOVERY_MAX_TRIES_PER_CODE,
  RECOVERY_RETRY_AFTER_SECONDS,
  type TokenResponse,
} from '@tribuna/contract';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { errors } from '../../lib/errors';
import { enqueueNotification } from '../../lib/outbox/enqueue';
import { notifyPasswordChanged } from './password-changed';
import { hashPassword } from '../../lib/passwords';
import { SessionIssuer, type ClientInfo, type IssuedSession } from '../../lib/session/session-issuer';
import { PASSWORD_RESET_TOKEN_TTL_SECONDS, PASSWORD_RESET_TOKEN_TYPE, type TokenService } from '../../lib/tokens';
import { hashRecoveryCode, messageLocale, newRecoveryCode, sameHash } from './account-secrets';
import { AccountsRepository, type AccountUser } from './accounts.repository';

/** Codes one account may request per 24 hours, whatever the channel. */
export const RECOVERY_DAILY_CAP = 5;
const DAY_MS = 24 * 3600 * 1000;

export type RecoveryMethod = 'email' | 'sms' | 'whatsapp';
export type PasswordResetDeps = {
  db: Db;
  sessions: SessionIssuer;
  tokens: TokenService;
  changes: ChangeFeed;
  secret: string;
};

/**
 * Password recovery by a 6-digit code (issue 3 part 5): request → validate → confirm. Every
 * answer is the same whether or not the account exists; only an HMAC of a code is stored.
 */
export class PasswordResetService {
  private readonly repository: AccountsRepository;

  constructor(private readonly deps: PasswordResetDeps) {
    this.repository = new AccountsRepository(deps.db);
  }

  async request(username: string, method: RecoveryMethod, whatsappConsent: boolean, client: ClientInfo) {
    const code = newRecoveryCode();
    const user = await this.repository.byUsername(username);
    const to = user?.enabled ? this.destination(user, method) : null;
    const underCap = user && to ? (await this.repository.codesSince(user.id, new Date(Date.now() - DAY_MS))) < RECOVERY_DAILY_CAP : false;
    if (user && to && underCap) {
      if (method === 'whatsapp' && whatsappConsent) await this.repository.setWhatsappConsent(user.id);
      await this.repository.transaction(async (tx) => {
        const expiresAt = new Date(Date.now() + RECOVERY_CODE_TTL_SECONDS * 1000);
        await this.repository.replaceCode(user.id, hashRecoveryCode(this.deps.secret, user.id, code), method, expiresAt, tx);
        await enqueueNotification(tx, {
          channel: method,
          to,
          template: 'password-reset-code',
          locale: messageLocale(user.locale),
          data: { code },
          userId: user.id,
        });
      });
    }
    await recordAudit(this.deps.db, {
      action: 'account.recovery.requested',
      actorUserId: user?.id ?? null,
      target: username,
      metadata: { method, sent: Boolean(user && to && underCap) },
      ip: client.ip,
    });
    return { requested: true as const, retryAfter: RECOVERY_RETRY_AFTER_SECONDS };
  }

  /** A correct code answers a short-lived password_reset token (not a session). */
  async validate(username: string, code: string): Promise<TokenResponse> {
    const { user, live } = await this.checkCode(username, code);
    const token = await this.deps.tokens.sign(user.publicId, undefined, { type: PASSWORD_RESET_TOKEN_TYPE });
    return {
      token,
      token_ttl: PASSWORD_RESET_TOKEN_TTL_SECONDS,
      refresh_token_expiration: Math.floor(live.expiresAt.getTime() / 1000),
    };
  }

  /** Sets the password, spends the code, ends every session and starts a new one. */
  async confirm(username: string, code: string, newPassword: string, client: ClientInfo): Promise<IssuedSession> {
    const { user, live } = await this.checkCode(username, code);
    const passwordHash = await hashPassword(newPassword);
    const session = await this.repository.transaction(async (tx) => {
      if (!(await this.repository.consumeCode(live.id, tx))) return null;
      await this.repository.setPassword(user.id, passwordHash, tx);
      await this.deps.sessions.revokeUserFamilies(user.id, null, tx);
      await notifyPasswordChanged(tx, user);
      await recordAudit(tx, { action: 'account.password_reset', actorUserId: user.id, ip: client.ip });
      return this.deps.sessions.start(user, client, tx);
    });
    if (!session) throw errors.invalidCode();
    this.deps.changes.invalidate('users');
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
    const user = await this.repository.byUsername(username);
    const live = user?.enabled ? await this.repository.liveCode(user.id, RECOVERY_MAX_TRIES_PER_CODE) : undefined;
    if (!user || !live) throw errors.invalidCode();
    if (!(await this.repository.takeTry(live.id, RECOVERY_MAX_TRIES_PER_CODE))) throw errors.invalidCode();
    if (!sameHash(live.codeHash, hashRecoveryCode(this.deps.secret, user.id, code))) throw errors.invalidCode();
    await this.repository.giveBackTry(live.id);
    return { user, live };
  }

  private destination(user: AccountUser, method: RecoveryMethod): string | null {
    if (method === 'email') return user.email;
    return user.phone;
  }
}
