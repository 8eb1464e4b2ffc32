import type { Feature } from '../../lib/feature/feature';
import { sponsorsRepositories } from './sponsors.data';
import { SPONSORS_RULES } from './sponsors.policy';
import { sponsorsRoutes } from './sponsors.routes';
import { seedDemoSponsors } from './seed/sponsors-seed';

/** A club's sponsors and their logos. */
export const sponsorsFeature: Feature<'sponsors'> = {
  name: 'sponsors',
  rules: SPONSORS_RULES,
  seed: ({ db, files }) => seedDemoSponsors(db, files),
  async routes(api, { units, limiter, files }) {
    const data = units(sponsorsRepositories);
    await api.register(sponsorsRoutes, { data, limiter, files });
  },
};
