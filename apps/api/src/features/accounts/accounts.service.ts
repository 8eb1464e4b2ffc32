import { registerLogin, type RegisterBody } from '@tribuna/contract';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { errors } from '../../lib/errors';
import { enqueueNotification } from '../../lib/outbox/enqueue';
import { notifyPasswordChanged } from './password-changed';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { newPublicId } from '../../lib/ids';
import { SessionIssuer, type ClientInfo, type IssuedSession } from '../../lib/session/session-issuer';
import { hashEmailToken, messageLocale, newEmailToken } from './account-secrets';
import { AccountsRepository, type AccountUser } from './accounts.repository';

/** How long an email validation link works. */
export const EMAIL_LINK_TTL_SECONDS = 48 * 3600;

export type AccountsDeps = { db: Db; sessions: SessionIssuer; changes: ChangeFeed; appUrl: string };

/** Registration, email validation and password change (issue 3 parts 1, 2, 7). */
export class AccountsService {
  private readonly repository: AccountsRepository;

  constructor(private readonly deps: AccountsDeps) {
    this.repository = new AccountsRepository(deps.db);
  }

  /**
   * Creates the account and its first session. A taken address gets the same generic error
   * as any other failure, after the same argon2 work, and its owner is told by email instead.
   * The person data is optional (spec 7 registers with username, email and passwords only);
   * what is missing stays empty until the person joins or registers a club.
   */
  async register(body: RegisterBody, client: ClientInfo): Promise<IssuedSession> {
    const passwordHash = await hashPassword(body.password);
    const publicId = newPublicId();
    const locale = body.locale ?? 'es';
    const email = registerLogin(body);
    const name = body.name ?? '';
    const session = await this.repository.transaction(async (tx) => {
      const created = await this.repository.insertUnlessTaken(
        {
          publicId,
          email,
          passwordHash,
          name,
          lastname: body.surname ?? '',
          identification: body.identification ?? null,
          phone: body.phone?.replace(/\s+/g, '') ?? null,
          locale,
        },
        tx,
      );
      if (!created) {
        const owner = await this.repository.byUsername(email, tx);
        if (owner) {
          await enqueueNotification(tx, {
            channel: 'email',
            to: owner.email,
            template: 'registration-attempt',
            locale: messageLocale(owner.locale),
            data: { recoverLink: `${this.deps.appUrl}/auth/password/recover` },
            userId: owner.id,
          });
        }
        await recordAudit(tx, { action: 'account.register.duplicate', actorUserId: owner?.id ?? null, ip: client.ip });
        return null;
      }
      await this.sendLink(tx, { id: created.id, email, name, locale });
      await recordAudit(tx, { action: 'account.registered', actorUserId: created.id, ip: client.ip });
      return this.deps.sessions.start({ id: created.id, publicId }, client, tx);
    });
    if (!session) throw errors.registrationFailed();
    this.deps.changes.invalidate('users');
    return session;
  }

  /** A fresh validation link to the signed-in person's own address. */
  async sendValidationLink(userPublicId: string, email: string): Promise<void> {
    const user = await this.ownAccount(userPublicId);
    // Only the account's own address: this route must not mail arbitrary addresses.
    if (user.email !== email) {
      throw errors.validation([{ field: 'email', errors: ['This is not the email address of your account'] }]);
    }
    if (user.emailValidatedAt) return;
    await this.repository.transaction((tx) => this.sendLink(tx, user));
  }

  async confirmEmail(hash: string): Promise<{ email: string }> {
    const confirmed = await this.repository.confirmEmail(hashEmailToken(hash));
    if (!confirmed) throw errors.emailValidationFailed();
    this.deps.changes.invalidate('users');
    await recordAudit(this.deps.db, { action: 'account.email_validated', actorUserId: confirmed.userId });
    return { email: confirmed.email };
  }

  /**
   * Checks the current password, stores the new one and ends the account's other sessions
   * (every refresh family but the caller's own, read from its refresh cookie).
   */
  async changePassword(
    userPublicId: string,
    current: string,
    next: string,
    presentedRefresh: string | undefined,
    client: ClientInfo,
  ): Promise<void> {
    const user = await this.ownAccount(userPublicId);
    if (!(await verifyPassword(user.passwordHash, current))) {
      await recordAudit(this.deps.db, { action: 'account.password_change.wrong', actorUserId: user.id, ip: client.ip });
      throw errors.passwordWrong();
    }
    const passwordHash = await hashPassword(next);
    const keep = await this.deps.sessions.familyOf(presentedRefresh, user.id);
    await this.repository.transaction(async (tx) => {
      await this.repository.setPassword(user.id, passwordHash, tx);
      await this.deps.sessions.revokeUserFamilies(user.id, keep, tx);
      await notifyPasswordChanged(tx, user);
      await recordAudit(tx, { action: 'account.password_changed', actorUserId: user.id, ip: client.ip });
    });
    this.deps.changes.invalidate('users');
  }

  private async ownAccount(userPublicId: string): Promise<AccountUser> {
    const user = await this.repository.byPublicId(userPublicId);
    if (!user || !user.enabled) throw errors.unauthenticated();
    return user;
  }

  private async sendLink(tx: Db, user: Pick<AccountUser, 'id' | 'email' | 'name' | 'locale'>): Promise<void> {
    const token = newEmailToken();
    const expiresAt = new Date(Date.now() + EMAIL_LINK_TTL_SECONDS * 1000);
    await this.repository.insertEmailToken(user.id, user.email, hashEmailToken(token), expiresAt, tx);
    await enqueueNotification(tx, {
      channel: 'email',
      to: user.email,
      template: 'email-validation',
      locale: messageLocale(user.locale),
      data: { link: `${this.deps.appUrl}/users/validate-email?hash=${token}`, name: user.name },
      userId: user.id,
    });
  }
}
