import type { FastifyPluginAsync } from 'fastify';
import type { ResolvedConfig } from '../../config';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import type { FeesData } from './fees.data';
import { chargesRoutes } from './charges/charges.routes';
import { plansRoutes } from './plans/plans.routes';

/** What every fees route plugin gets (member/ and sepa/ add theirs beside these in index.ts). */
export type FeesRoutesOptions = { data: FeesData; config: ResolvedConfig; limiter: RateLimiter };

/** The manager's side of fees (issue 23 parts 1 and 2): seasons and plans, fees and charges. */
export const feesManagerRoutes: FastifyPluginAsync<FeesRoutesOptions> = async (scope, options) => {
  await scope.register(plansRoutes, options);
  await scope.register(chargesRoutes, options);
};
