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
  const limitCodeChecks = async <T>(reply: FastifyReply, user: string, ip: string, check: () => Promise<T>) => {
    const { known, accountAtAddress } = await addressOf(user, ip);
    return limiter.limitFailures(
      reply,
      [
        ...(known ? [] : [[RATE_RULES.codeChecksPerUsername, user] as const]),
        [RATE_RULES.codeChecksPerUsernameAndAddress, accountAtAddress],
        [RATE_RULES.codeChecksPerAddress, ip],
      ],
      (error) => isAppError(error) && error.errorCode === 'INVALID_CODE',
      check,
    );
  };

  /**
   * Whether the account signed in from this address lately: there its per-username limits do not
   * apply (the per username-and-address ones do), so a stranger using up an account's recovery
   * from elsewhere does not lock its owner out at home (decision 0005).
   */
  const addressOf = async (username: string, ip: string) => {
    const accountAtAddress = `${username.trim().toLowerCase()}|${ip}`;
    return { known: await limiter.hasSeen(RATE_RULES.signInAddresses, accountAtAddress), accountAtAddress };
  };

  registerRoute(app, RESET.request, async ({ ctx, body, reply }) => {
    const { known, accountAtAddress } = await addressOf(body.username, ctx.ip);
    enforce(
      reply,
      known
        ? await limiter.hit(RATE_RULES.recoveryRequestsPerUsernameAndAddress, accountAtAddress)
        : await limiter.hit(RATE_RULES.recoveryRequestsPerUsername, body.username),
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
