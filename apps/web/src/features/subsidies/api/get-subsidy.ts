import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSIDIES_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { subsidyKeys } from './subsidy-keys';

/** GET …/subsidies/{subsidyHash}: one subsidy with its managers and totals (its managers only). */
export function subsidyQueryOptions(clubHash: string, subsidyHash: string) {
  return queryOptions({
    queryKey: subsidyKeys.detail(clubHash, subsidyHash),
    queryFn: ({ signal }) => callApi(SUBSIDIES_ROUTES.read, { params: { clubHash, subsidyHash }, signal }),
    staleTime: 30_000,
  });
}

export const useSubsidy = (clubHash: string, subsidyHash: string) => useQuery(subsidyQueryOptions(clubHash, subsidyHash));
