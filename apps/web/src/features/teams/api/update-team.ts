import { TEAMS_ROUTES, type TeamDetail, type UpdateTeamBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { teamQueryOptions } from './get-team';
import { teamKeys } from './team-keys';

/** PATCH /api/clubs/{clubHash}/teams/{teamHash} (manager, merge-patch): the required fields cannot be cleared. */
export function updateTeam(clubHash: string, teamHash: string, body: UpdateTeamBody): Promise<TeamDetail> {
  return callApi(TEAMS_ROUTES.update, { params: { clubHash, teamHash }, body });
}

export function useUpdateTeam(clubHash: string, teamHash: string) {
  return useApiMutation({
    request: (body: UpdateTeamBody) => updateTeam(clubHash, teamHash, body),
    update: (cache, team) => cache.setQueryData(teamQueryOptions(clubHash, teamHash).queryKey, team),
    invalidates: () => [teamKeys.lists(clubHash)],
  });
}
