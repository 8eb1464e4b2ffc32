import { SUBSIDIES_ROUTES } from '@tribuna/contract';
import { saveBlob } from '../../../lib/api-client';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

/** GET …/justification?format=pdf|xlsx, saved as a file; a mutation only for its pending and error states. */
export function useDownloadJustification(clubHash: string, subsidyHash: string) {
  return useApiMutation({
    request: async ({ format, fileName }: { format: 'pdf' | 'xlsx'; fileName: string }) =>
      saveBlob(await callApi(SUBSIDIES_ROUTES.justification, { params: { clubHash, subsidyHash }, query: { format } }), fileName),
  });
}

/** GET …/expenses/{expenseHash}/receipt, saved under the receipt's own name. */
export function useDownloadReceipt(clubHash: string, subsidyHash: string) {
  return useApiMutation({
    request: async ({ expenseHash, fileName }: { expenseHash: string; fileName: string }) =>
      saveBlob(await callApi(SUBSIDIES_ROUTES.receipt, { params: { clubHash, subsidyHash, expenseHash } }), fileName),
  });
}
