import { AccountClaimBodySchema, AccountClaimPreviewSchema, AccountClaimResultSchema } from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResolvedConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import { withErrors } from '../../../lib/http';
import { enforce, RateLimiter } from '../../../lib/rate-limit/rate-limiter';
import { RATE_RULES } from '../../../lib/rate-limit/rules';
import type { TokenService } from '../../../lib/tokens';
import { authenticate } from '../../../plugins/auth.plugin';
import { AccountClaimsService } from './account-claims.service';

type Options = { db: Db; tokens: TokenService; config: ResolvedConfig; changes: ChangeFeed };
const ClaimParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** The hand-over link's page calls these (public: a new account has no token yet). */
export const accountClaimsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, tokens, config, changes }) => {
  const service = new AccountClaimsService(db);
  const limiter = new RateLimiter(db, config.rateLimit);

  app.get(
    '/account-claims/:token',
    {
      config: { public: true },
      schema: {
        tags: ['families'],
        summary: "What a hand-over link offers: the club, the record's first name and the invited address",
        description: 'One answer, 404 ACCOUNT_CLAIM_INVALID, for an unknown, expired, used or replaced link.',
        params: ClaimParamsSchema,
        response: withErrors({ 200: AccountClaimPreviewSchema }, [404, 429]),
      },
    },
    async (request, reply) => {
      enforce(reply, await limiter.hit(RATE_RULES.accountClaimReadsPerAddress, request.ip));
      return service.preview(request.params.token);
    },
  );

  app.post(
    '/account-claims/:token',
    {
      config: { public: true },
      schema: {
        tags: ['families'],
        summary: 'Take over the record as your own account (single use)',
        description:
          'If the invited address has no account, the body carries password, confirmPassword and privacyPolicyAccepted and ' +
          "the account is created with the record's data. If it has one, send that account's bearer token and {}: " +
          '401 without it, 403 ACCOUNT_CLAIM_WRONG_ACCOUNT as anyone else. 404 ACCOUNT_CLAIM_INVALID for an unusable link.',
        params: ClaimParamsSchema,
        body: AccountClaimBodySchema,
        response: withErrors({ 200: AccountClaimResultSchema }, [400, 401, 403, 404, 429]),
      },
    },
    async (request, reply) => {
      // Counted before argon2 runs.
      enforce(reply, await limiter.hit(RATE_RULES.accountClaimsPerAddress, request.ip));
      const { authorization } = request.headers;
      const caller = () => (authorization ? authenticate(tokens, authorization) : null);
      const result = await service.claim(request.params.token, request.body, caller, request.ip);
      changes.invalidate('users');
      changes.invalidate('profiles');
      return result;
    },
  );
};
