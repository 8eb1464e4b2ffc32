import type { Feature } from '../../lib/feature/feature';
import { appConfigRoutes } from './app-config.routes';

/** The web app's start-up settings. */
export const appConfigFeature: Feature<'appConfig'> = {
  name: 'appConfig',
  async routes(api, { config }) {
    await api.register(appConfigRoutes, { config });
  },
};
