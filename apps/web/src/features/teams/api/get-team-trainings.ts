import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEAMS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { teamKeys } from './team-keys';

/** GET /api/clubs/{clubHash}/teams/{teamHash}/trainings (manager): the week's training times, by day and time. */
export function getTeamTrainings(clubHash: string, teamHash: string, signal?: AbortSignal) {
  return callApi(TEAMS_ROUTES.trainings, { params: { clubHash, teamHash }, signal });
}

export function teamTrainingsQueryOptions(clubHash: string, teamHash: string) {
  return queryOptions({
    queryKey: teamKeys.other(clubHash, 'trainings', teamHash),
    queryFn: ({ signal }) => getTeamTrainings(clubHash, teamHash, signal),
    staleTime: 30_000,
  });
}

export function useTeamTrainings(clubHash: string, teamHash: string) {
  return useQuery(teamTrainingsQueryOptions(clubHash, teamHash));
}
