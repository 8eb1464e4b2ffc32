import { TEAMS_ROUTES, type CreateTeamBody, type TeamDetail } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { teamQueryOptions } from './get-team';
import { teamKeys } from './team-keys';

/** POST /api/clubs/{clubHash}/teams (manager): Name, Sport, Category and Gender are required. */
export function createTeam(clubHash: string, body: CreateTeamBody): Promise<TeamDetail> {
  return callApi(TEAMS_ROUTES.create, { params: { clubHash }, body });
}

export function useCreateTeam(clubHash: string) {
  return useApiMutation({
    request: (body: CreateTeamBody) => createTeam(clubHash, body),
    update: (cache, team) => cache.setQueryData(teamQueryOptions(clubHash, team.hash).queryKey, team),
    invalidates: () => [teamKeys.lists(clubHash)],
  });
}
