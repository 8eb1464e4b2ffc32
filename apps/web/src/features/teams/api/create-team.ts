import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamBody, TeamDetail } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryOptions } from './get-team';
import { teamListsKey } from './get-teams';

/** POST /api/clubs/{clubHash}/teams (manager): Name, Sport, Category and Gender are required. */
export function createTeam(clubHash: string, body: CreateTeamBody): Promise<TeamDetail> {
  return apiRequest<TeamDetail>(`/api/clubs/${encodeURIComponent(clubHash)}/teams`, { method: 'POST', body });
}

export function useCreateTeam(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeamBody) => createTeam(clubHash, body),
    onSuccess: (team) => {
      queryClient.setQueryData(teamQueryOptions(clubHash, team.hash).queryKey, team);
      return queryClient.invalidateQueries({ queryKey: teamListsKey(clubHash) });
    },
  });
}
