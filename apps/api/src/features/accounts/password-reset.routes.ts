import {
  PASSWORDS_DO_NOT_MATCH,
  PasswordResetRequestBodySchema,
  PasswordResetRequestResponseSchema,
  PasswordResetValidateBodySchema,
  PasswordSchema,
  TokenResponseSchema,
} from '@tribuna/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, isAppError } from '../../lib/errors';
import { withErrors } from '../../lib/http';
import { enforce, RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { RATE_RULES } from '../../lib/rate-limit/rules';
import { setRefreshCookie } from '../../lib/session/refresh-cookie';
import { SessionIssuer } from '../../lib/session/session-issuer';
import { clientOf, type AccountsRouteOptions } from './accounts.routes';
import { PasswordResetService } from './password-reset.service';

/**
 * The contract's confirm body with username and code optional: without them the answer is the
 * spec's RECOVERY_DATA_MISSING, while the new password is still checked field by field.
 */
const { username, code } = PasswordResetValidateBodySchema.shape;
const ConfirmBodySchema = z
  .object({ username: username.optional(), code: code.optional(), newPassword: PasswordSchema, confirmNewPassword: z.string() })
  .refine((b) => b.newPassword === b.confirmNewPassword, { path: ['confirmNewPassword'], message: PASSWORDS_DO_NOT_MATCH });

/** Password recovery by code (issue 3 part 5). All public: the person cannot sign in. */
export const passwordResetRoutes: FastifyPluginAsyncZod<AccountsRouteOptions> = async (app, { db, tokens, config, changes }) => {
  const sessions = new SessionIssuer(db, tokens, config.refreshTtl);
  const service = new PasswordResetService({ db, sessions, tokens, changes, secret: config.jwtSecret });
  const limiter = new RateLimiter(db, config.rateLimit);
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

  app.post(
    '/users/password-reset/request',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit recovery code by email, SMS or WhatsApp (same answer for any username)',
        body: PasswordResetRequestBodySchema,
        response: withErrors({ 200: PasswordResetRequestResponseSchema }, [400, 429]),
      },
    },
    async (request, reply) => {
      enforce(
        reply,
        await limiter.hit(RATE_RULES.recoveryRequestsPerUsername, request.body.username),
        await limiter.hit(RATE_RULES.recoveryRequestsPerAddress, request.ip),
      );
      const { username: user, method, whatsappConsent } = request.body;
      return service.request(user, method, whatsappConsent === true, clientOf(request));
    },
  );

  app.post(
    '/users/password-reset/validate',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: 'Check a recovery code; answers a short-lived password_reset token',
        body: PasswordResetValidateBodySchema,
        response: withErrors({ 200: TokenResponseSchema }, [400, 429]),
      },
    },
    async (request, reply) => {
      const { username: user, code: given } = request.body;
      return limitCodeChecks(reply, user, request.ip, () => service.validate(user, given));
    },
  );

  app.post(
    '/users/password-reset/confirm',
    {
      config: { public: true },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the code; ends every session and starts a new one',
        body: ConfirmBodySchema,
        response: withErrors({ 200: TokenResponseSchema }, [400, 429]),
      },
    },
    async (request, reply) => {
      const { username: user, code: given, newPassword } = request.body;
      if (!user || !given) throw errors.recoveryDataMissing();
      const session = await limitCodeChecks(reply, user, request.ip, () => service.confirm(user, given, newPassword, clientOf(request)));
      setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt, secure);
      return session.body;
    },
  );
};
