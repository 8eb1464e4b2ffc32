import { ACCOUNT_CLAIMS_ROUTES as CLAIMS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { enforce, type RateLimiter } from '../../../lib/rate-limit/rate-limiter';
import { PEOPLE_RATE_RULES } from '../people.rate-limits';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import type { PeopleData } from '../people.data';
import { AccountClaimsService } from './account-claims.service';

type Options = { data: PeopleData; limiter: RateLimiter };

/** The hand-over link's page calls these: the contract's ACCOUNT_CLAIMS_ROUTES table. */
export const accountClaimsRoutes: FastifyPluginAsync<Options> = async (scope, { data, limiter }) => {
  const app = scope as ApiScope;
  const service = new AccountClaimsService(data);

  registerRoute(app, CLAIMS.read, async ({ ctx, params, reply }) => {
    enforce(reply, await limiter.hit(PEOPLE_RATE_RULES.accountClaimReadsPerAddress, ctx.ip));
    return service.preview(params.token);
  });

  registerRoute(app, CLAIMS.claim, async ({ ctx, params, body, reply }) => {
    // Counted before argon2 runs.
    enforce(reply, await limiter.hit(PEOPLE_RATE_RULES.accountClaimsPerAddress, ctx.ip));
    // `optionalAuth`: a sent bearer was checked by the bearer plugin; it matters only when the
    // link's address has an account.
    return service.claim(ctx, params.token, body, () => ctx.actor);
  });
};
