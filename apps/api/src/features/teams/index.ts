import type { Feature } from '../../lib/feature/feature';
import { TEAMS_RULES } from './teams.policy';
import { teamsRoutes } from './teams.routes';

/** Teams and their rosters. */
export const teamsFeature: Feature<'teams'> = {
  name: 'teams',
  rules: TEAMS_RULES,
  async routes(api, { data }) {
    await api.register(teamsRoutes, { data });
  },
};
