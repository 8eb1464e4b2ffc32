import { useQuery } from '@tanstack/react-query';
import { SUBSIDIES_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { subsidyKeys } from './subsidy-keys';

export const expensesKey = (clubHash: string, subsidyHash: string) => subsidyKeys.other(clubHash, subsidyHash, 'expenses');

/** GET …/subsidies/{subsidyHash}/expenses: the expenses by date, with their receipts. */
export function useExpenses(clubHash: string, subsidyHash: string) {
  return useQuery({
    queryKey: expensesKey(clubHash, subsidyHash),
    queryFn: ({ signal }) => callApi(SUBSIDIES_ROUTES.expenses, { params: { clubHash, subsidyHash }, signal }),
    staleTime: 30_000,
  });
}
