import type { Feature } from '../../lib/feature/feature';
import { profileRoutes } from './profile.routes';

/** The signed-in user's profiles. */
export const profileFeature: Feature<'profile'> = {
  name: 'profile',
  async routes(api, { data, changes }) {
    await api.register(profileRoutes, { data, changes });
  },
};
