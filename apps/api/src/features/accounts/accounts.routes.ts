import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ConfirmEmailBodySchema,
  ConfirmEmailResponseSchema,
  RegisterBodySchema,
  TokenResponseSchema,
  ValidateEmailBodySchema,
  ValidateEmailResponseSchema,
} from '@tribuna/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { errors } from '../../lib/errors';
import { withErrors } from '../../lib/http';
import { enforce, RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { RATE_RULES } from '../../lib/rate-limit/rules';
import { readRefreshCookie, setRefreshCookie } from '../../lib/session/refresh-cookie';
import { SessionIssuer, type ClientInfo } from '../../lib/session/session-issuer';
import type { TokenService } from '../../lib/tokens';
import { accountsPolicy } from './accounts.policy';
import { AccountsService } from './accounts.service';

export type AccountsRouteOptions = { db: Db; tokens: TokenService; config: ResolvedConfig; changes: ChangeFeed };

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

const REGISTER_DESCRIPTION = [
  'The spec body is username, email, password and confirmPassword. The username is the login and is an email address;',
  'email may be left out (username is used), and so may username (email is used); when both are sent they must be the',
  'same address after trimming and lowercasing, else 400 on `email`. name, surname, identification (Spanish NIF/NIE),',
  'phone, privacyPolicyAccepted (only `true`) and locale are optional extras, validated when sent (the web signup form',
  'sends them all). Person data for a club belongs to a profile: POST /api/profiles/{profileType}.',
].join(' ');

/** The caller's own account; impersonation tokens never manage the impersonated account. */
const ownAccount = (request: FastifyRequest) => {
  if (!accountsPolicy.manageOwnAccount(request.actor)) throw errors.impersonationForbidden();
  return request.actor.userId;
};

/** Registration, email validation and password change (issue 3 parts 1, 2, 7). */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, { db, tokens, config, changes }) => {
  const sessions = new SessionIssuer(db, tokens, config.refreshTtl);
  const service = new AccountsService({ db, sessions, changes, appUrl: config.appUrl });
  const limiter = new RateLimiter(db, config.rateLimit);
  const secure = config.nodeEnv === 'production';

  app.post(
    '/users/register',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: 'Sign up with username, email, password, confirmPassword; sets the refresh cookie and emails a validation link',
        description: REGISTER_DESCRIPTION,
        body: RegisterBodySchema,
        response: withErrors({ 200: TokenResponseSchema }, [400, 429]),
      },
    },
    async (request, reply) => {
      // Every attempt counts, and is counted before argon2 runs.
      enforce(reply, await limiter.hit(RATE_RULES.registrationsPerAddress, request.ip));
      // Unknown body fields (role, admin…) were stripped by the schema and never reach here.
      const session = await service.register(request.body, clientOf(request));
      setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
      return session.body;
    },
  );

  app.post(
    '/users/validate-email',
    {
      config: { forbidWhileImpersonating: true },
      schema: {
        tags: ['accounts'],
        summary: "Email a fresh validation link to the signed-in user's address",
        body: ValidateEmailBodySchema,
        response: withErrors({ 200: ValidateEmailResponseSchema }, [400, 401, 403, 429]),
      },
    },
    async (request, reply) => {
      const userId = ownAccount(request);
      enforce(reply, await limiter.hit(RATE_RULES.emailLinksPerUser, userId));
      await service.sendValidationLink(userId, request.body.email);
      return { sent: true as const };
    },
  );

  app.post(
    '/users/confirm-email',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an email address with the hash from the link (single use)',
        // The contract's hash, but absent or empty allowed: that case has its own error code.
        body: z.object({ hash: ConfirmEmailBodySchema.shape.hash.or(z.literal('')).optional() }).nullish(),
        response: withErrors({ 200: ConfirmEmailResponseSchema }, [400]),
      },
    },
    async (request) => {
      const hash = request.body?.hash;
      if (!hash) throw errors.emailTokenMissing();
      const { email } = await service.confirmEmail(hash);
      return { validated: true as const, email };
    },
  );

  app.patch(
    '/users/change-password',
    {
      config: { forbidWhileImpersonating: true },
      schema: {
        tags: ['accounts'],
        summary: "Change the password; ends the account's other sessions",
        body: ChangePasswordBodySchema,
        response: withErrors({ 200: ChangePasswordResponseSchema }, [400, 401, 403, 429]),
      },
    },
    async (request, reply) => {
      const userId = ownAccount(request);
      // A wrong current password is a failed login for the limits: counted before argon2
      // runs, given back when the password was right.
      await limiter.limitFailures(
        reply,
        [[RATE_RULES.loginFailuresPerUsername, `id:${userId}`]],
        (error) => (error as { errorCode?: string }).errorCode === 'PASSWORD_WRONG',
        () =>
          service.changePassword(
            userId,
            request.body.currentPassword,
            request.body.newPassword,
            readRefreshCookie(request),
            clientOf(request),
          ),
      );
      return { changed: true as const };
    },
  );
};
