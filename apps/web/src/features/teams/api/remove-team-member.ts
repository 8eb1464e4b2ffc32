import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryOptions } from './get-team';
import { teamListsKey } from './get-teams';

/** DELETE /api/clubs/{clubHash}/teams/{teamHash}/members/{personHash} (manager): off the roster. */
export function removeTeamMember(clubHash: string, teamHash: string, personHash: string): Promise<TeamDetail> {
  const path = `/api/clubs/${encodeURIComponent(clubHash)}/teams/${encodeURIComponent(teamHash)}/members/${encodeURIComponent(personHash)}`;
  return apiRequest<TeamDetail>(path, { method: 'DELETE' });
}

export function useRemoveTeamMember(clubHash: string, teamHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personHash: string) => removeTeamMember(clubHash, teamHash, personHash),
    onSuccess: (team) => {
      queryClient.setQueryData(teamQueryOptions(clubHash, teamHash).queryKey, team);
      return queryClient.invalidateQueries({ queryKey: teamListsKey(clubHash) });
    },
  });
}
