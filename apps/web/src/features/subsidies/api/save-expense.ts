import { SUBSIDIES_ROUTES, type CreateExpenseBody, type Expense } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { subsidyKeys } from './subsidy-keys';

/** POST …/expenses/{expenseHash}/receipt (multipart field "file"). */
export function uploadReceipt(clubHash: string, subsidyHash: string, expenseHash: string, file: File): Promise<Expense> {
  const body = new FormData();
  body.append('file', file);
  return callApi(SUBSIDIES_ROUTES.uploadReceipt, { params: { clubHash, subsidyHash, expenseHash }, body });
}

/** POST …/subsidies/{subsidyHash}/expenses (its receipt goes next, through useUploadReceipt). */
export function useCreateExpense(clubHash: string, subsidyHash: string) {
  return useApiMutation({
    request: (body: CreateExpenseBody) => callApi(SUBSIDIES_ROUTES.createExpense, { params: { clubHash, subsidyHash }, body }),
    // The totals of the subsidy change with its expenses.
    invalidates: () => [subsidyKeys.all(clubHash)],
  });
}

/** Adds or replaces the receipt of an expense. */
export function useUploadReceipt(clubHash: string, subsidyHash: string) {
  return useApiMutation({
    request: ({ expenseHash, file }: { expenseHash: string; file: File }) => uploadReceipt(clubHash, subsidyHash, expenseHash, file),
    invalidates: () => [subsidyKeys.all(clubHash)],
  });
}

/** DELETE …/expenses/{expenseHash}: with its receipt. */
export function useRemoveExpense(clubHash: string, subsidyHash: string) {
  return useApiMutation({
    request: (expenseHash: string) => callApi(SUBSIDIES_ROUTES.removeExpense, { params: { clubHash, subsidyHash, expenseHash } }),
    invalidates: () => [subsidyKeys.all(clubHash)],
  });
}
