import type { Feature } from '../../lib/feature/feature';
import { profileRepositories } from './profile.data';
import { profileRoutes } from './profile.routes';

/** The signed-in user's profiles. */
export const profileFeature: Feature<'profile'> = {
  name: 'profile',
  async routes(api, { units, changes, use }) {
    const data = units(profileRepositories);
    await api.register(profileRoutes, { data, changes, subsidies: use('subsidies') });
  },
};
