import { AUTH_ROUTES as AUTH } from '@tribuna/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ResolvedConfig } from '../../config';
import { errors, isAppError } from '../../lib/errors';
import { enforce, type RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { RATE_RULES } from '../../lib/rate-limit/rules';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import { clearRefreshCookie, isTrustedOrigin, readRefreshCookie, setRefreshCookie, trustedOrigins } from '../../lib/session/refresh-cookie';
import { SessionIssuer } from '../../lib/session/session-issuer';
import type { TokenService } from '../../lib/tokens';
import type { AuthData } from './auth.data';
import { AuthService } from './auth.service';

type Options = { data: AuthData; tokens: TokenService; config: ResolvedConfig; limiter: RateLimiter };

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent'] ?? null;

/** Sign-in, refresh and sign-out: the routes of the contract's AUTH_ROUTES table. */
export const authRoutes: FastifyPluginAsync<Options> = async (scope, { data, tokens, config, limiter }) => {
  const app = scope as ApiScope;
  const service = new AuthService(data, new SessionIssuer(tokens, config.refreshTtl), config.jwtSecret);
  const secure = config.nodeEnv === 'production';
  const allowedOrigins = trustedOrigins(config);

  registerRoute(app, AUTH.login, async ({ ctx, body, request, reply }) => {
    const { username, password } = body;
    const account = username.trim().toLowerCase();
    const accountAtAddress = `${account}|${ctx.ip}`;
    // Only failures count; each attempt is counted before argon2 runs (so parallel guesses
    // cannot overtake the limit) and given back on success. The account-wide limit stops guessing
    // from many addresses but spares the addresses the account signed in from lately, so a
    // stranger failing with someone's username cannot lock them out there (decision 0005).
    const known = await limiter.hasSeen(RATE_RULES.signInAddresses, accountAtAddress);
    const session = await limiter.limitFailures(
      reply,
      [
        ...(known ? [] : [[RATE_RULES.loginFailuresPerUsername, account] as const]),
        [RATE_RULES.loginFailuresPerUsernameAndAddress, accountAtAddress],
        [RATE_RULES.loginFailuresPerAddress, ctx.ip],
      ],
      (error) => isAppError(error) && error.errorCode === 'INVALID_CREDENTIALS',
      () => service.login(ctx, username, password, userAgentOf(request)),
    );
    await limiter.remember(RATE_RULES.signInAddresses, accountAtAddress);
    setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
    return session.body;
  });

  registerRoute(app, AUTH.refresh, async ({ ctx, request, reply }) => {
    if (!isTrustedOrigin(request, allowedOrigins)) throw errors.refreshFailed();
    enforce(reply, await limiter.hit(RATE_RULES.refreshPerAddress, ctx.ip));
    try {
      const session = await service.refresh(ctx, readRefreshCookie(request), userAgentOf(request));
      setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
      return session.body;
    } catch (error) {
      clearRefreshCookie(reply, secure);
      throw error;
    }
  });

  registerRoute(app, AUTH.logout, async ({ ctx, request, reply }) => {
    if (!isTrustedOrigin(request, allowedOrigins)) throw errors.forbidden();
    await service.logout(ctx, readRefreshCookie(request));
    clearRefreshCookie(reply, secure);
    return { loggedOut: true as const };
  });
};
