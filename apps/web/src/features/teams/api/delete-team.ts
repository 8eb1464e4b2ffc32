import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAMS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { teamQueryOptions } from './get-team';
import { teamKeys } from './team-keys';

/** DELETE /api/clubs/{clubHash}/teams/{teamHash} (manager): the team and its roster go. */
export function deleteTeam(clubHash: string, teamHash: string): Promise<null> {
  return callApi(TEAMS_ROUTES.remove, { params: { clubHash, teamHash } });
}

export function useDeleteTeam(clubHash: string, teamHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteTeam(clubHash, teamHash),
    onSuccess: () => {
      // Removed, not invalidated: a refetch of the deleted team would only answer 404.
      queryClient.removeQueries({ queryKey: teamQueryOptions(clubHash, teamHash).queryKey });
      return queryClient.invalidateQueries({ queryKey: teamKeys.lists(clubHash) });
    },
  });
}
