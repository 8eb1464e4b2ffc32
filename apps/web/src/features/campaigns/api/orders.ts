import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDER_ROUTES, ORDERS_PAGE_SIZE, type RouteQuery } from '@tribuna/contract';
import { saveBlob } from '../../../lib/api-client';
import { callApi } from '../../../lib/api-route';
import { commerceKeys } from './campaigns';
import { useApiMutation } from '../../../lib/mutation';

export type OrderFilters = { campaign: string; page: number; status?: number; paidBy?: 'guardian' | 'external'; search?: string };

/** GET …/commerce/orders: a page of the club's orders (here, one campaign's). */
export function useOrders(clubHash: string, filters: OrderFilters) {
  return useQuery({
    queryKey: commerceKeys.other(clubHash, 'orders', filters),
    queryFn: ({ signal }) =>
      callApi(ORDER_ROUTES.list, { params: { clubHash }, query: { ...filters, itemsPerPage: ORDERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Delivered or not; the list shows it at once through the refreshed reads. */
export function useSetDelivered(clubHash: string) {
  return useApiMutation({
    request: ({ orderHash, delivered }: { orderHash: string; delivered: boolean }) =>
      callApi(ORDER_ROUTES.update, { params: { clubHash, orderHash }, body: { delivered } }),
    invalidates: () => [commerceKeys.other(clubHash, 'orders')],
    invalidateOnError: true,
  });
}

/** Downloads the filtered orders as CSV or XLSX; a mutation only for its pending and error states. */
export function useExportOrders(clubHash: string) {
  return useApiMutation({
    request: async ({ query, fileName }: { query: RouteQuery<typeof ORDER_ROUTES.export>; fileName: string }) =>
      saveBlob(await callApi(ORDER_ROUTES.export, { params: { clubHash }, query }), fileName),
  });
}

/** Refunds a paid order (its units return to sale); the campaign's figures refresh with it. */
export function useRefundOrder(clubHash: string) {
  return useApiMutation({
    request: (orderHash: string) => callApi(ORDER_ROUTES.refund, { params: { clubHash, orderHash } }),
    invalidates: () => [commerceKeys.all(clubHash)],
    invalidateOnError: true,
  });
}
