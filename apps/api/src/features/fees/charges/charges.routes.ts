import type { FastifyPluginAsync } from 'fastify';
import type { FeesRoutesOptions } from '../fees.routes';

/** Fees and their charges, the manager's side (issue 23 part 2). */
export const chargesRoutes: FastifyPluginAsync<FeesRoutesOptions> = async () => {};
