import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryOptions } from './get-team';
import { teamListsKey } from './get-teams';

/** DELETE /api/clubs/{clubHash}/teams/{teamHash} (manager): the team and its roster go. */
export function deleteTeam(clubHash: string, teamHash: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/clubs/${encodeURIComponent(clubHash)}/teams/${encodeURIComponent(teamHash)}`, { method: 'DELETE' });
}

export function useDeleteTeam(clubHash: string, teamHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTeam(clubHash, teamHash),
    onSuccess: () => {
      // Removed, not invalidated: a refetch of the deleted team would only answer 404.
      queryClient.removeQueries({ queryKey: teamQueryOptions(clubHash, teamHash).queryKey });
      return queryClient.invalidateQueries({ queryKey: teamListsKey(clubHash) });
    },
  });
}
