import { PASSWORD_RESET_ROUTES as RESET } from '@tribuna/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { errors, isAppError } from '../../lib/errors';
import { enforce } from '../../lib/rate-limit/rate-limiter';
import { RATE_RULES } from '../../lib/rate-limit/rules';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import { setRefreshCookie } from '../../lib/session/refresh-cookie';
import { SessionIssuer } from '../../lib/session/session-issuer';
import { userAgentOf, type AccountsRouteOptions } from './accounts.routes';
import { PasswordResetService } from './password-reset.service';

/** Password recovery by code (issue 3 part 5): the contract's PASSWORD_RESET_ROUTES table. */
export const passwordResetRoutes: FastifyPluginAsync<AccountsRouteOptions> = async (scope, { data, tokens, config, limiter }) => {
  const app = scope as ApiScope;
  const service = new PasswordResetService(data, new SessionIssuer(tokens, config.refreshTtl), tokens, config.jwtSecret);
  const secure = config.nodeEnv === 'production';

  /**
   * Wrong codes are limited per account and per address: each check is counted before the
   * code is compared (parallel guesses cannot overtake the limit) and given back when the code
   * was right, so validate-then-confirm costs nothing.
   */
  const limitCodeChecks = <T>(reply: FastifyReply, user: string, ip: string, check: () => Promise<T>) =>
    limiter.limitFailures(
      reply,
      [
        [RATE_RULES.codeChecksPerUsername, user],
        [RATE_RULES.codeChecksPerAddress, ip],
      ],
      (error) => isAppError(error) && error.errorCode === 'INVALID_CODE',
      check,
    );

  registerRoute(app, RESET.request, async ({ ctx, body, reply }) => {
    enforce(
      reply,
      await limiter.hit(RATE_RULES.recoveryRequestsPerUsername, body.username),
      await limiter.hit(RATE_RULES.recoveryRequestsPerAddress, ctx.ip),
    );
    return service.request(ctx, body.username, body.method, body.whatsappConsent === true);
  });

  registerRoute(app, RESET.validate, ({ ctx, body, reply }) =>
    limitCodeChecks(reply, body.username, ctx.ip, () => service.validate(body.username, body.code)),
  );

  registerRoute(app, RESET.confirm, async ({ ctx, body, request, reply }) => {
    const { username, code, newPassword } = body;
    if (!username || !code) throw errors.recoveryDataMissing();
    const session = await limitCodeChecks(reply, username, ctx.ip, () =>
      service.confirm(ctx, username, code, newPassword, userAgentOf(request)),
    );
    setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
    return session.body;
  });
};
