import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HydraCollection, Team } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { apiQueryFromFilters, type TeamFilters } from '../lib/team-filters';

export const TEAMS_PER_PAGE = 24;

/** Every teams query of a club starts with this key (lists and details). */
export function teamsKey(clubHash: string) {
  return ['clubs', clubHash, 'teams'] as const;
}

export function teamListsKey(clubHash: string) {
  return [...teamsKey(clubHash), 'list'] as const;
}

/** GET /api/clubs/{clubHash}/teams (manager): filtered by sport, category, gender, searched by name. */
export function getTeams(clubHash: string, filters: TeamFilters, signal?: AbortSignal): Promise<HydraCollection<Team>> {
  const query = apiQueryFromFilters(filters, TEAMS_PER_PAGE);
  return apiRequest<HydraCollection<Team>>(`/api/clubs/${encodeURIComponent(clubHash)}/teams?${query}`, { signal });
}

export function teamsQueryOptions(clubHash: string, filters: TeamFilters) {
  return queryOptions({
    queryKey: [...teamListsKey(clubHash), filters],
    queryFn: ({ signal }) => getTeams(clubHash, filters, signal),
    staleTime: 30_000,
    // Changing a filter keeps the previous cards on screen instead of flashing placeholders.
    placeholderData: keepPreviousData,
  });
}

export function useTeams(clubHash: string, filters: TeamFilters) {
  return useQuery(teamsQueryOptions(clubHash, filters));
}
