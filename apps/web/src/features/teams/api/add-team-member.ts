import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail, TeamMemberBody } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryOptions } from './get-team';
import { teamListsKey } from './get-teams';

export interface AddTeamMemberInput extends TeamMemberBody {
  personHash: string;
}

/** POST /api/clubs/{clubHash}/teams/{teamHash}/members/{personHash} (manager): adds one of the club's people. */
export function addTeamMember(clubHash: string, teamHash: string, { personHash, ...body }: AddTeamMemberInput): Promise<TeamDetail> {
  const path = `/api/clubs/${encodeURIComponent(clubHash)}/teams/${encodeURIComponent(teamHash)}/members/${encodeURIComponent(personHash)}`;
  return apiRequest<TeamDetail>(path, { method: 'POST', body });
}

export function useAddTeamMember(clubHash: string, teamHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddTeamMemberInput) => addTeamMember(clubHash, teamHash, input),
    onSuccess: (team) => {
      // The answer is the whole team: the roster updates without another request.
      queryClient.setQueryData(teamQueryOptions(clubHash, teamHash).queryKey, team);
      return queryClient.invalidateQueries({ queryKey: teamListsKey(clubHash) });
    },
  });
}
