import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAMS_ROUTES, type CreateTeamBody, type TeamDetail } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { teamQueryOptions } from './get-team';
import { teamKeys } from './team-keys';

/** POST /api/clubs/{clubHash}/teams (manager): Name, Sport, Category and Gender are required. */
export function createTeam(clubHash: string, body: CreateTeamBody): Promise<TeamDetail> {
  return callApi(TEAMS_ROUTES.create, { params: { clubHash }, body });
}

export function useCreateTeam(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeamBody) => createTeam(clubHash, body),
    onSuccess: (team) => {
      queryClient.setQueryData(teamQueryOptions(clubHash, team.hash).queryKey, team);
      return queryClient.invalidateQueries({ queryKey: teamKeys.lists(clubHash) });
    },
  });
}
