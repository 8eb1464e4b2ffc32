import type { Feature } from '../../lib/feature/feature';
import { teamsRepositories } from './teams.data';
import { TEAMS_RULES } from './teams.policy';
import { teamsRoutes } from './teams.routes';

/** Teams and their rosters. */
export const teamsFeature: Feature<'teams'> = {
  name: 'teams',
  rules: TEAMS_RULES,
  async routes(api, { units }) {
    const data = units(teamsRepositories);
    await api.register(teamsRoutes, { data });
  },
};
