import type { FastifyPluginAsync } from 'fastify';
import type { FeesRoutesOptions } from '../fees.routes';

/** Seasons and membership plans (issue 23 part 1). */
export const plansRoutes: FastifyPluginAsync<FeesRoutesOptions> = async () => {};
