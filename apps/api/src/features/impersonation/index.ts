import type { Feature } from '../../lib/feature/feature';
import { impersonationRepositories } from './impersonation.data';
import { impersonationGuardPlugin } from './impersonation-guard.plugin';
import { IMPERSONATION_CLUB_RULES } from './impersonation.policy';
import { impersonationRoutes } from './impersonation.routes';

/** Platform admins acting as a user (read-only while impersonating). */
export const impersonationFeature: Feature<'impersonation'> = {
  name: 'impersonation',
  rules: IMPERSONATION_CLUB_RULES,
  async guards(api, { db }) {
    await api.register(impersonationGuardPlugin, { db });
  },
  async routes(api, { units, tokens }) {
    const data = units(impersonationRepositories);
    await api.register(impersonationRoutes, { data, tokens });
  },
};
