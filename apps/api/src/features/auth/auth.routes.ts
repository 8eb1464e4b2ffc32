import { LoginBodySchema, LogoutResponseSchema, TokenResponseSchema } from '@tribuna/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/client';
import { errors, isAppError } from '../../lib/errors';
import { withErrors } from '../../lib/http';
import type { TokenService } from '../../lib/tokens';
import { enforce, RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { RATE_RULES } from '../../lib/rate-limit/rules';
import {
  clearRefreshCookie,
  isTrustedOrigin,
  readRefreshCookie,
  setRefreshCookie,
  trustedOrigins,
} from '../../lib/session/refresh-cookie';
import { AuthService, type ClientInfo } from './auth.service';

type Options = { db: Db; tokens: TokenService; config: ResolvedConfig };

const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, tokens, config }) => {
  const service = new AuthService(db, tokens, config.refreshTtl, config.jwtSecret);
  const limiter = new RateLimiter(db, config.rateLimit);
  const secure = config.nodeEnv === 'production';
  const allowedOrigins = trustedOrigins(config);

  app.post(
    '/authentication_token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Log in with username and password; sets the refresh cookie',
        body: LoginBodySchema,
        response: withErrors({ 200: TokenResponseSchema }, [400, 401, 429]),
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // Only failures count, per account and per address; each attempt is counted before
      // argon2 runs (so parallel guesses cannot overtake the limit) and given back on success.
      const session = await limiter.limitFailures(
        reply,
        [
          [RATE_RULES.loginFailuresPerUsername, username],
          [RATE_RULES.loginFailuresPerAddress, request.ip],
        ],
        (error) => isAppError(error) && error.errorCode === 'INVALID_CREDENTIALS',
        () => service.login(username, password, client(request)),
      );
      setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
      return session.body;
    },
  );

  app.post(
    '/refresh_token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new token (the cookie rotates)',
        body: z.unknown().optional(),
        response: withErrors({ 200: TokenResponseSchema }, [401, 429]),
      },
    },
    async (request, reply) => {
      if (!isTrustedOrigin(request, allowedOrigins)) throw errors.refreshFailed();
      enforce(reply, await limiter.hit(RATE_RULES.refreshPerAddress, request.ip));
      try {
        const session = await service.refresh(readRefreshCookie(request), client(request));
        setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
        return session.body;
      } catch (error) {
        clearRefreshCookie(reply, secure);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the refresh token family and clear the cookie',
        body: z.unknown().optional(),
        response: withErrors({ 200: LogoutResponseSchema }, [403]),
      },
    },
    async (request, reply) => {
      if (!isTrustedOrigin(request, allowedOrigins)) throw errors.forbidden();
      await service.logout(readRefreshCookie(request), client(request));
      clearRefreshCookie(reply, secure);
      return { loggedOut: true as const };
    },
  );
};
