import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSIDIES_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { subsidyKeys } from './subsidy-keys';

/** GET /api/clubs/{clubHash}/subsidies: every subsidy of the club, saying which are the caller's. */
export function subsidiesQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: subsidyKeys.list(clubHash, {}),
    queryFn: ({ signal }) => callApi(SUBSIDIES_ROUTES.list, { params: { clubHash }, signal }),
    staleTime: 30_000,
  });
}

export const useSubsidies = (clubHash: string) => useQuery(subsidiesQueryOptions(clubHash));
