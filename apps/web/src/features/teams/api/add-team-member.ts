import { TEAMS_ROUTES, type TeamDetail, type TeamMemberBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
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
  return useApiMutation({
    request: (input: AddTeamMemberInput) => addTeamMember(clubHash, teamHash, input),
    // The answer is the whole team: the roster updates without another request.
    update: (cache, team) => cache.setQueryData(teamQueryOptions(clubHash, teamHash).queryKey, team),
    invalidates: () => [teamKeys.lists(clubHash)],
  });
}
