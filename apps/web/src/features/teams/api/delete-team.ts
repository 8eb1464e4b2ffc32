import { TEAMS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { teamQueryOptions } from './get-team';
import { teamKeys } from './team-keys';

/** DELETE /api/clubs/{clubHash}/teams/{teamHash} (manager): the team and its roster go. */
export function deleteTeam(clubHash: string, teamHash: string): Promise<null> {
  return callApi(TEAMS_ROUTES.remove, { params: { clubHash, teamHash } });
}

export function useDeleteTeam(clubHash: string, teamHash: string) {
  return useApiMutation({
    request: () => deleteTeam(clubHash, teamHash),
    // Removed, not invalidated: a refetch of the deleted team would only answer 404.
    update: (cache) => cache.removeQueries({ queryKey: teamQueryOptions(clubHash, teamHash).queryKey }),
    invalidates: () => [teamKeys.lists(clubHash)],
  });
}
