import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { teamsKey } from './get-teams';

/** GET /api/clubs/{clubHash}/teams/{teamHash} (manager): the team with its roster, staff first. */
export function getTeam(clubHash: string, teamHash: string, signal?: AbortSignal): Promise<TeamDetail> {
  return apiRequest<TeamDetail>(`/api/clubs/${encodeURIComponent(clubHash)}/teams/${encodeURIComponent(teamHash)}`, { signal });
}

export function teamQueryOptions(clubHash: string, teamHash: string) {
  return queryOptions({
    queryKey: [...teamsKey(clubHash), 'detail', teamHash],
    queryFn: ({ signal }) => getTeam(clubHash, teamHash, signal),
    staleTime: 30_000,
  });
}

export function useTeam(clubHash: string, teamHash: string) {
  return useQuery(teamQueryOptions(clubHash, teamHash));
}
