import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEAMS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { teamKeys } from './team-keys';

/** GET /api/clubs/{clubHash}/teams/{teamHash} (manager): the team with its roster, staff first. */
export function getTeam(clubHash: string, teamHash: string, signal?: AbortSignal) {
  return callApi(TEAMS_ROUTES.read, { params: { clubHash, teamHash }, signal });
}

export function teamQueryOptions(clubHash: string, teamHash: string) {
  return queryOptions({
    queryKey: teamKeys.detail(clubHash, teamHash),
    queryFn: ({ signal }) => getTeam(clubHash, teamHash, signal),
    staleTime: 30_000,
  });
}

export function useTeam(clubHash: string, teamHash: string) {
  return useQuery(teamQueryOptions(clubHash, teamHash));
}
