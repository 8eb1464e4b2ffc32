import type { Feature } from '../../lib/feature/feature';
import { portalRepositories } from './portal.data';
import { PORTAL_RULES } from './portal.policy';
import { portalRoutes } from './portal.routes';
import { seedDemoPortals } from './seed/portal-seed';

/** A club's public portal. */
export const portalFeature: Feature<'portal'> = {
  name: 'portal',
  rules: PORTAL_RULES,
  seed: ({ db }) => seedDemoPortals(db),
  async routes(api, { units, use }) {
    await api.register(portalRoutes, { data: units(portalRepositories), shop: use('commerce') });
  },
};
