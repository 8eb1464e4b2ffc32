import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAMS_ROUTES, type TeamDetail } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { teamQueryOptions } from './get-team';
import { teamKeys } from './team-keys';

/** DELETE /api/clubs/{clubHash}/teams/{teamHash}/members/{personHash} (manager): off the roster. */
export function removeTeamMember(clubHash: string, teamHash: string, personHash: string): Promise<TeamDetail> {
  return callApi(TEAMS_ROUTES.removeMember, { params: { clubHash, teamHash, personHash } });
}

export function useRemoveTeamMember(clubHash: string, teamHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personHash: string) => removeTeamMember(clubHash, teamHash, personHash),
    onSuccess: (team) => {
      queryClient.setQueryData(teamQueryOptions(clubHash, teamHash).queryKey, team);
      return queryClient.invalidateQueries({ queryKey: teamKeys.lists(clubHash) });
    },
  });
}
