import type { Feature } from '../../lib/feature/feature';
import { authRepositories } from './auth.data';
import { authRoutes } from './auth.routes';

/** Sign-in, token refresh and sign-out. */
export const authFeature: Feature<'auth'> = {
  name: 'auth',
  async routes(api, { units, tokens, config, limiter }) {
    const data = units(authRepositories);
    await api.register(authRoutes, { data, tokens, config, limiter });
  },
};
