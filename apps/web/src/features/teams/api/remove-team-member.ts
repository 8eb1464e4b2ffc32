import { TEAMS_ROUTES, type TeamDetail } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { teamQueryOptions } from './get-team';
import { teamKeys } from './team-keys';

/** DELETE /api/clubs/{clubHash}/teams/{teamHash}/members/{personHash} (manager): off the roster. */
export function removeTeamMember(clubHash: string, teamHash: string, personHash: string): Promise<TeamDetail> {
  return callApi(TEAMS_ROUTES.removeMember, { params: { clubHash, teamHash, personHash } });
}

export function useRemoveTeamMember(clubHash: string, teamHash: string) {
  return useApiMutation({
    request: (personHash: string) => removeTeamMember(clubHash, teamHash, personHash),
    update: (cache, team) => cache.setQueryData(teamQueryOptions(clubHash, teamHash).queryKey, team),
    invalidates: () => [teamKeys.lists(clubHash)],
  });
}
