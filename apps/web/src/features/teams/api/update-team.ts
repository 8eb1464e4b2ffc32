import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAMS_ROUTES, type TeamDetail, type UpdateTeamBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { teamQueryOptions } from './get-team';
import { teamKeys } from './team-keys';

/** PATCH /api/clubs/{clubHash}/teams/{teamHash} (manager, merge-patch): the required fields cannot be cleared. */
export function updateTeam(clubHash: string, teamHash: string, body: UpdateTeamBody): Promise<TeamDetail> {
  return callApi(TEAMS_ROUTES.update, { params: { clubHash, teamHash }, body });
}

export function useUpdateTeam(clubHash: string, teamHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeamBody) => updateTeam(clubHash, teamHash, body),
    onSuccess: (team) => {
      queryClient.setQueryData(teamQueryOptions(clubHash, teamHash).queryKey, team);
      return queryClient.invalidateQueries({ queryKey: teamKeys.lists(clubHash) });
    },
  });
}
