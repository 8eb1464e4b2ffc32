import type { Feature } from '../../lib/feature/feature';
import type { TeamAudienceRepository, TeamRef } from './team-audience.repository';
import type { PersonTeam } from './team-trainings.repository';
import { teamTrainingsRoutes } from './team-trainings.routes';
import { teamsRepositories } from './teams.data';
import { TEAMS_RULES } from './teams.policy';
import { teamsRoutes } from './teams.routes';

/** What teams offer other features. */
export type TeamsPublic = {
  /** Teams of the club a person (a profile) is on the roster of, with the role there, by name. */
  teamsOfPerson(clubId: number, profileId: number): Promise<{ id: string; name: string; role: string }[]>;
  /** Every team of the club, by name (messaging's team recipients). */
  teamsOf(clubId: number): Promise<TeamRef[]>;
  /** The club's teams among `hashes`. */
  findTeams(clubId: number, hashes: readonly string[]): Promise<TeamRef[]>;
  /** The profiles on the rosters of the club's teams `teamIds`, in one query. */
  rosterProfileIds: TeamAudienceRepository['rosterProfileIds'];
  /** The staff of the teams `profileIds` are on, in one query (whom a member may write to). */
  staffOfTeamsOf: TeamAudienceRepository['staffOfTeamsOf'];
  /** The club's teams `profileIds` are on, by name, each with its weekly training times (the member's home). */
  teamsOfPeople(clubId: number, profileIds: readonly number[]): Promise<PersonTeam[]>;
};

export type { PersonTeam, TeamRef };

/** Teams and their rosters. */
export const teamsFeature: Feature<'teams'> = {
  name: 'teams',
  rules: TEAMS_RULES,
  provides: ({ units }) => {
    const data = units(teamsRepositories);
    const { teams, audience, trainings } = data.read;
    return {
      teamsOfPerson: (clubId, profileId) => teams.teamsOfPerson(clubId, profileId),
      teamsOf: (clubId) => audience.teamsOf(clubId),
      findTeams: (clubId, hashes) => audience.findTeams(clubId, hashes),
      rosterProfileIds: (clubId, teamIds) => audience.rosterProfileIds(clubId, teamIds),
      staffOfTeamsOf: (profileIds) => audience.staffOfTeamsOf(profileIds),
      teamsOfPeople: (clubId, profileIds) => trainings.teamsOfPeople(clubId, profileIds),
    };
  },
  async routes(api, { units }) {
    const data = units(teamsRepositories);
    await api.register(teamsRoutes, { data });
    await api.register(teamTrainingsRoutes, { data });
  },
};
