import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail, UpdateTeamBody } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryOptions } from './get-team';
import { teamListsKey } from './get-teams';

/** PATCH /api/clubs/{clubHash}/teams/{teamHash} (manager, merge-patch): the required fields cannot be cleared. */
export function updateTeam(clubHash: string, teamHash: string, body: UpdateTeamBody): Promise<TeamDetail> {
  return apiRequest<TeamDetail>(`/api/clubs/${encodeURIComponent(clubHash)}/teams/${encodeURIComponent(teamHash)}`, { method: 'PATCH', body });
}

export function useUpdateTeam(clubHash: string, teamHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeamBody) => updateTeam(clubHash, teamHash, body),
    onSuccess: (team) => {
      queryClient.setQueryData(teamQueryOptions(clubHash, teamHash).queryKey, team);
      return queryClient.invalidateQueries({ queryKey: teamListsKey(clubHash) });
    },
  });
}
