import type { Feature } from '../../lib/feature/feature';
import { clubSettingsRepositories } from './club-settings.data';
import { CLUB_SETTINGS_RULES } from './club-settings.policy';
import { clubSettingsRoutes } from './club-settings.routes';

/** A club's settings (features on and off, texts, contact details). */
export const clubSettingsFeature: Feature<'clubSettings'> = {
  name: 'clubSettings',
  rules: CLUB_SETTINGS_RULES,
  async routes(api, { units }) {
    const data = units(clubSettingsRepositories);
    await api.register(clubSettingsRoutes, { data });
  },
};
