import { useQuery } from '@tanstack/react-query';
import { SALES_ROUTES, type CashOrderBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { commerceKeys } from './campaigns';
import { useApiMutation } from '../../../lib/mutation';

/** GET …/products/{productHash}/sold: who holds a product's units. */
export function useSoldProducts(clubHash: string, campaignHash: string, productHash: string | null) {
  return useQuery({
    queryKey: commerceKeys.other(clubHash, 'sold', campaignHash, productHash),
    queryFn: ({ signal }) =>
      callApi(SALES_ROUTES.soldProducts, { params: { clubHash, campaignHash, productHash: productHash ?? '' }, signal }),
    enabled: productHash !== null,
  });
}

/** A sale changes the campaign, its products, its orders and who bought what: all of the club's shop reads refresh. */
const shopReads = (clubHash: string) => [commerceKeys.all(clubHash)];

/** POST …/campaigns/{campaignHash}/orders: an order paid in cash at the club. */
export function useCashOrder(clubHash: string, campaignHash: string) {
  return useApiMutation({
    request: (body: CashOrderBody) => callApi(SALES_ROUTES.cashOrder, { params: { clubHash, campaignHash }, body }),
    invalidates: () => shopReads(clubHash),
  });
}

/** POST …/orders/import: a preview of the file (commit false) or its orders written (commit true). */
export function useImportOrders(clubHash: string, campaignHash: string) {
  return useApiMutation({
    request: ({ file, commit }: { file: File; commit: boolean }) => {
      const body = new FormData();
      body.append('file', file);
      return callApi(SALES_ROUTES.importOrders, {
        params: { clubHash, campaignHash },
        query: { commit: commit ? 'true' : 'false' },
        body,
      });
    },
    invalidates: (_vars, result) => (result?.committed ? shopReads(clubHash) : []),
  });
}
