import type { Feature } from '../../lib/feature/feature';
import { authRoutes } from './auth.routes';

/** Sign-in, token refresh and sign-out. */
export const authFeature: Feature<'auth'> = {
  name: 'auth',
  async routes(api, { data, tokens, config, limiter }) {
    await api.register(authRoutes, { data, tokens, config, limiter });
  },
};
