import { LoginBodySchema, LogoutResponseSchema, TokenResponseSchema } from '@tribuna/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { withErrors } from '../../lib/http';
import type { TokenService } from '../../lib/tokens';
import { clearRefreshCookie, isTrustedOrigin, readRefreshCookie, setRefreshCookie } from './auth.cookies';
import { AuthService, type ClientInfo } from './auth.service';

type Options = { db: Db; tokens: TokenService; config: ResolvedConfig };

const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

// The Vite dev server (5173) proxies /api; its origin is ours during development.
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, tokens, config }) => {
  const service = new AuthService(db, tokens, config.refreshTtl);
  const secure = config.nodeEnv === 'production';
  const allowedOrigins = config.nodeEnv === 'production' ? config.corsOrigins : [...config.corsOrigins, ...DEV_ORIGINS];

  app.post(
    '/authentication_token',
    {
      config: {
        public: true,
        // Per address and username, after validation so the username is normalised.
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${(request.body as { username?: string }).username ?? ''}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in with username and password; sets the refresh cookie',
        body: LoginBodySchema,
        response: withErrors({ 200: TokenResponseSchema }, [400, 401, 429]),
      },
    },
    async (request, reply) => {
      const session = await service.login(request.body.username, request.body.password, client(request));
      setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
      return session.body;
    },
  );

  app.post(
    '/refresh_token',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new token (the cookie rotates)',
        body: z.unknown().optional(),
        response: withErrors({ 200: TokenResponseSchema }, [401, 429]),
      },
    },
    async (request, reply) => {
      if (!isTrustedOrigin(request, allowedOrigins)) throw errors.refreshFailed();
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
