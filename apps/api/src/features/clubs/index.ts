import type { Feature } from '../../lib/feature/feature';
import { clubsRepositories } from './clubs.data';
import { CLUBS_RULES } from './clubs.policy';
import { clubsRoutes } from './clubs.routes';

/** Clubs: the platform's list and each club's public face. */
export const clubsFeature: Feature<'clubs'> = {
  name: 'clubs',
  rules: CLUBS_RULES,
  async routes(api, { units, changes }) {
    const data = units(clubsRepositories);
    await api.register(clubsRoutes, { data, changes });
  },
};
