import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAMS_ROUTES, type TeamDetail, type TeamMemberBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { teamQueryOptions } from './get-team';
import { teamKeys } from './team-keys';

export interface AddTeamMemberInput extends TeamMemberBody {
  personHash: string;
}

/** POST /api/clubs/{clubHash}/teams/{teamHash}/members/{personHash} (manager): adds one of the club's people. */
export function addTeamMember(clubHash: string, teamHash: string, { personHash, ...body }: AddTeamMemberInput): Promise<TeamDetail> {
  return callApi(TEAMS_ROUTES.putMember, { params: { clubHash, teamHash, personHash }, body });
}

export function useAddTeamMember(clubHash: string, teamHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddTeamMemberInput) => addTeamMember(clubHash, teamHash, input),
    onSuccess: (team) => {
      // The answer is the whole team: the roster updates without another request.
      queryClient.setQueryData(teamQueryOptions(clubHash, teamHash).queryKey, team);
      return queryClient.invalidateQueries({ queryKey: teamKeys.lists(clubHash) });
    },
  });
}
