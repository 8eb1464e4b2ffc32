import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUBSIDIES_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { subsidyKeys } from './subsidy-keys';

/** GET …/subsidies/{subsidyHash}/beneficiaries?page=n: 30 a page, by surname. */
export function useBeneficiaries(clubHash: string, subsidyHash: string, page: number) {
  return useQuery({
    queryKey: subsidyKeys.other(clubHash, subsidyHash, 'beneficiaries', page),
    queryFn: ({ signal }) => callApi(SUBSIDIES_ROUTES.beneficiaries, { params: { clubHash, subsidyHash }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
