import { TEAMS_ROUTES, type TeamTrainingCollection, type TeamTrainingsBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { teamTrainingsQueryOptions } from './get-team-trainings';

/** PUT /api/clubs/{clubHash}/teams/{teamHash}/trainings (manager): the whole week replaces the old one. */
export function replaceTeamTrainings(clubHash: string, teamHash: string, body: TeamTrainingsBody): Promise<TeamTrainingCollection> {
  return callApi(TEAMS_ROUTES.replaceTrainings, { params: { clubHash, teamHash }, body });
}

export function useReplaceTeamTrainings(clubHash: string, teamHash: string) {
  const { queryKey } = teamTrainingsQueryOptions(clubHash, teamHash);
  return useApiMutation({
    request: (body: TeamTrainingsBody) => replaceTeamTrainings(clubHash, teamHash, body),
    // The answer is the week as stored: shown at once, then read again in case it was changed meanwhile.
    update: (cache, week) => cache.setQueryData(queryKey, week),
    invalidates: () => [queryKey],
  });
}
