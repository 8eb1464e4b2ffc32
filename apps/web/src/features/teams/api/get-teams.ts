import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TEAMS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { apiQueryFromFilters, type TeamFilters } from '../lib/team-filters';
import { teamKeys } from './team-keys';

export const TEAMS_PER_PAGE = 24;

/** GET /api/clubs/{clubHash}/teams (manager): filtered by sport, category, gender, searched by name. */
export function getTeams(clubHash: string, filters: TeamFilters, signal?: AbortSignal) {
  return callApi(TEAMS_ROUTES.list, { params: { clubHash }, query: apiQueryFromFilters(filters, TEAMS_PER_PAGE), signal });
}

export function teamsQueryOptions(clubHash: string, filters: TeamFilters) {
  return queryOptions({
    queryKey: teamKeys.list(clubHash, filters),
    queryFn: ({ signal }) => getTeams(clubHash, filters, signal),
    staleTime: 30_000,
    // Changing a filter keeps the previous cards on screen instead of flashing placeholders.
    placeholderData: keepPreviousData,
  });
}

export function useTeams(clubHash: string, filters: TeamFilters) {
  return useQuery(teamsQueryOptions(clubHash, filters));
}
