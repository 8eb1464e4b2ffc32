import { ACCOUNTS_ROUTES as ACCOUNTS } from '@tribuna/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ResolvedConfig } from '../../config';
import { errors } from '../../lib/errors';
import { enforce, type RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { RATE_RULES } from '../../lib/rate-limit/rules';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import { readRefreshCookie, setRefreshCookie } from '../../lib/session/refresh-cookie';
import { SessionIssuer } from '../../lib/session/session-issuer';
import type { TokenService } from '../../lib/tokens';
import type { AccountsData } from './accounts.data';
import { AccountsService } from './accounts.service';

export type AccountsRouteOptions = { data: AccountsData; tokens: TokenService; config: ResolvedConfig; limiter: RateLimiter };

/** Stored with a new session's refresh token. */
export const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'] ?? null;

/** Registration, email validation and password change: the contract's ACCOUNTS_ROUTES table. */
export const accountsRoutes: FastifyPluginAsync<AccountsRouteOptions> = async (scope, { data, tokens, config, limiter }) => {
  const app = scope as ApiScope;
  const service = new AccountsService(data, new SessionIssuer(tokens, config.refreshTtl), config.appUrl);
  const secure = config.nodeEnv === 'production';

  registerRoute(app, ACCOUNTS.register, async ({ ctx, body, request, reply }) => {
    // Every attempt counts, and is counted before argon2 runs.
    enforce(reply, await limiter.hit(RATE_RULES.registrationsPerAddress, ctx.ip));
    // Unknown body fields (role, admin…) were stripped by the schema and never reach here.
    const session = await service.register(ctx, body, userAgentOf(request));
    setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
    return session.body;
  });

  registerRoute(app, ACCOUNTS.validateEmail, async ({ ctx, body, reply }) => {
    enforce(reply, await limiter.hit(RATE_RULES.emailLinksPerUser, ctx.actor.userId));
    await service.sendValidationLink(ctx, body.email);
    return { sent: true as const };
  });

  registerRoute(app, ACCOUNTS.confirmEmail, async ({ ctx, body }) => {
    const hash = body?.hash;
    if (!hash) throw errors.emailTokenMissing();
    const { email } = await service.confirmEmail(ctx, hash);
    return { validated: true as const, email };
  });

  registerRoute(app, ACCOUNTS.changePassword, async ({ ctx, body, request, reply }) => {
    // A wrong current password is a failed login for the limits: counted before argon2
    // runs, given back when the password was right.
    await limiter.limitFailures(
      reply,
      [[RATE_RULES.loginFailuresPerUsername, `id:${ctx.actor.userId}`]],
      (error) => (error as { errorCode?: string }).errorCode === 'PASSWORD_WRONG',
      () => service.changePassword(ctx, body.currentPassword, body.newPassword, readRefreshCookie(request)),
    );
    return { changed: true as const };
  });
};
