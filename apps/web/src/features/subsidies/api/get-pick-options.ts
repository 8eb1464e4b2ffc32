import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PEOPLE_ROUTES, TEAMS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { subsidyKeys } from './subsidy-keys';

/** The club's managers (people list, role manager), to assign a subsidy to. */
export function useManagerOptions(clubHash: string, enabled: boolean) {
  return useQuery({
    queryKey: subsidyKeys.other(clubHash, 'pick', 'managers'),
    queryFn: ({ signal }) => callApi(PEOPLE_ROUTES.list, { params: { clubHash }, query: { role: 'manager', itemsPerPage: 100 }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** People of the club matching a search (the people list's own search), to pick beneficiaries. */
export function usePeopleSearch(clubHash: string, search: string) {
  return useQuery({
    queryKey: subsidyKeys.other(clubHash, 'pick', 'people', search),
    queryFn: ({ signal }) => callApi(PEOPLE_ROUTES.list, { params: { clubHash }, query: { search, itemsPerPage: 20 }, signal }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The club's teams, to pick whole rosters. */
export function useTeamOptions(clubHash: string, enabled: boolean) {
  return useQuery({
    queryKey: subsidyKeys.other(clubHash, 'pick', 'teams'),
    queryFn: ({ signal }) => callApi(TEAMS_ROUTES.list, { params: { clubHash }, query: { itemsPerPage: 100 }, signal }),
    enabled,
    staleTime: 60_000,
  });
}
