import type { Feature } from '../../lib/feature/feature';
import { teamsRepositories } from './teams.data';
import { TEAMS_RULES } from './teams.policy';
import { teamsRoutes } from './teams.routes';

/** What teams offer other features. */
export type TeamsPublic = {
  /** Teams of the club a person (a profile) is on the roster of, with the role there, by name. */
  teamsOfPerson(clubId: number, profileId: number): Promise<{ id: string; name: string; role: string }[]>;
};

/** Teams and their rosters. */
export const teamsFeature: Feature<'teams'> = {
  name: 'teams',
  rules: TEAMS_RULES,
  provides: ({ units }) => {
    const data = units(teamsRepositories);
    return { teamsOfPerson: (clubId, profileId) => data.read.teams.teamsOfPerson(clubId, profileId) };
  },
  async routes(api, { units }) {
    const data = units(teamsRepositories);
    await api.register(teamsRoutes, { data });
  },
};
