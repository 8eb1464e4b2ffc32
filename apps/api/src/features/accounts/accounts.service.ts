import { registerLogin, type RegisterBody } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { newPublicId } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { actingAs, type RequestContext, type SignedInContext } from '../../lib/route/request-context';
import type { IssuedSession, SessionIssuer } from '../../lib/session/session-issuer';
import { hashRefreshToken } from '../../lib/tokens';
import type { AccountsData, AccountsRepositories } from './accounts.data';
import { hashEmailToken, messageLocale, newEmailToken } from './account-secrets';
import { accountsPolicy } from './accounts.policy';
import type { AccountUser } from './accounts.repository';
import { notifyPasswordChanged } from './password-changed';

/** How long an email validation link works. */
export const EMAIL_LINK_TTL_SECONDS = 48 * 3600;

/** Registration, email validation and password change (issue 3 parts 1, 2, 7). */
export class AccountsService {
  constructor(
    private readonly data: AccountsData,
    private readonly sessions: SessionIssuer,
    private readonly appUrl: string,
  ) {}

  /**
   * Creates the account and its first session. A taken address gets the same generic error
   * as any other failure, after the same argon2 work, and its owner is told by email instead.
   * The person data is optional (spec 7 registers with username, email and passwords only);
   * what is missing stays empty until the person joins or registers a club.
   */
  async register(ctx: RequestContext, body: RegisterBody, userAgent: string | null): Promise<IssuedSession> {
    const passwordHash = await hashPassword(body.password);
    const publicId = newPublicId();
    const locale = body.locale ?? 'es';
    const email = registerLogin(body);
    const name = body.name ?? '';
    const session = await this.data.write(['users'], async (repos) => {
      const created = await repos.accounts.insertUnlessTaken({
        publicId,
        email,
        passwordHash,
        name,
        lastname: body.surname ?? '',
        identification: body.identification ?? null,
        phone: body.phone?.replace(/\s+/g, '') ?? null,
        locale,
      });
      if (!created) {
        const owner = await repos.accounts.byUsername(email);
        if (owner) {
          await repos.notifications.enqueue({
            channel: 'email',
            to: owner.email,
            template: 'registration-attempt',
            locale: messageLocale(owner.locale),
            data: { recoverLink: `${this.appUrl}/auth/password/recover` },
            userId: owner.id,
          });
        }
        await repos.audit.record(owner ? actingAs(ctx, owner.publicId) : ctx, { action: 'account.register.duplicate' });
        return null;
      }
      await this.sendLink(repos, { id: created.id, email, name, locale });
      await repos.audit.record(actingAs(ctx, publicId), { action: 'account.registered' });
      return this.sessions.start(repos.refreshTokens, { id: created.id, publicId }, { ip: ctx.ip, userAgent });
    });
    if (!session) throw errors.registrationFailed();
    return session;
  }

  /** A fresh validation link to the signed-in person's own address. */
  async sendValidationLink(ctx: SignedInContext, email: string): Promise<void> {
    const user = await this.ownAccount(ctx);
    // Only the account's own address: this route must not mail arbitrary addresses.
    if (user.email !== email) {
      throw errors.validation([{ field: 'email', code: 'notYourEmail' }]);
    }
    if (user.emailValidatedAt) return;
    // The token and its mail commit together; no watched table is written.
    await this.data.write([], (repos) => this.sendLink(repos, user));
  }

  /**
   * Spends the link's token (single use), marks the address it was sent to validated and hands
   * the address's guest orders over to the account, all in one transaction: the link proves the
   * address is this person's, which registering it did not.
   */
  async confirmEmail(ctx: RequestContext, hash: string): Promise<{ email: string }> {
    const confirmed = await this.data.write(['users'], async (repos) => {
      const token = await repos.accounts.spendEmailToken(hashEmailToken(hash));
      if (!token) return undefined;
      // The token stays spent when the account changed its address or was disabled since.
      const userPublicId = await repos.accounts.markEmailValidated(token.userId, token.email);
      if (!userPublicId) return undefined;
      const acting = actingAs(ctx, userPublicId);
      await repos.audit.record(acting, { action: 'account.email_validated' });
      // Counts only: an order's hash is the key to it and never goes into a log.
      for (const handed of await repos.guestOrders.handOver(token.userId, token.email)) {
        await repos.audit.record(
          { ...acting, club: { id: handed.clubId } },
          { action: 'account.guest_orders_attached', metadata: { orders: handed.orders } },
        );
      }
      return { email: token.email };
    });
    if (!confirmed) throw errors.emailValidationFailed();
    return confirmed;
  }

  /**
   * Checks the current password, stores the new one and ends the account's other sessions
   * (every refresh family but the caller's own, read from its refresh cookie).
   */
  async changePassword(ctx: SignedInContext, current: string, next: string, presentedRefresh: string | undefined): Promise<void> {
    const user = await this.ownAccount(ctx);
    if (!(await verifyPassword(user.passwordHash, current))) {
      await this.data.read.audit.record(ctx, { action: 'account.password_change.wrong' });
      throw errors.passwordWrong();
    }
    const passwordHash = await hashPassword(next);
    const keep = presentedRefresh ? await this.data.read.refreshTokens.liveFamilyOf(hashRefreshToken(presentedRefresh), user.id) : null;
    await this.data.write(['users'], async (repos) => {
      await repos.accounts.setPassword(user.id, passwordHash);
      await repos.refreshTokens.revokeUserFamilies(user.id, keep);
      await notifyPasswordChanged(repos.notifications, user);
      await repos.audit.record(ctx, { action: 'account.password_changed' });
    });
  }

  /** The caller's own, enabled account; never the account of someone being impersonated. */
  private async ownAccount(ctx: SignedInContext): Promise<AccountUser> {
    if (!accountsPolicy.manageOwnAccount(ctx.actor)) throw errors.impersonationForbidden();
    const user = await this.data.read.accounts.byPublicId(ctx.actor.userId);
    if (!user || !user.enabled) throw errors.unauthenticated();
    return user;
  }

  private async sendLink(repos: AccountsRepositories, user: Pick<AccountUser, 'id' | 'email' | 'name' | 'locale'>): Promise<void> {
    const token = newEmailToken();
    const expiresAt = new Date(Date.now() + EMAIL_LINK_TTL_SECONDS * 1000);
    await repos.accounts.insertEmailToken(user.id, user.email, hashEmailToken(token), expiresAt);
    await repos.notifications.enqueue({
      channel: 'email',
      to: user.email,
      template: 'email-validation',
      locale: messageLocale(user.locale),
      data: { link: `${this.appUrl}/users/validate-email?hash=${token}`, name: user.name },
      userId: user.id,
    });
  }
}
