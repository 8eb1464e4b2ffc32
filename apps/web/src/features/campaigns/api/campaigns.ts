import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CAMPAIGNS_PAGE_SIZE,
  COMMERCE_ROUTES,
  type CreateCampaignBody,
  type CreateProductBody,
  type UpdateCampaignBody,
  type UpdateProductBody,
} from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubQueryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/mutation';

/** Every shop query of a club starts with `['clubs', clubHash, 'commerce']`. */
export const commerceKeys = clubQueryKeys('commerce');

export type CampaignFilters = { page: number; published?: 'true' | 'false'; search?: string };

/** GET …/commerce/campaigns: a page of the club's campaigns (20 a page). */
export function useCampaigns(clubHash: string, filters: CampaignFilters) {
  return useQuery({
    queryKey: commerceKeys.list(clubHash, filters),
    queryFn: ({ signal }) =>
      callApi(COMMERCE_ROUTES.listCampaigns, {
        params: { clubHash },
        query: { ...filters, itemsPerPage: CAMPAIGNS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCampaign(clubHash: string, campaignHash: string) {
  return useQuery({
    queryKey: commerceKeys.detail(clubHash, campaignHash),
    queryFn: ({ signal }) => callApi(COMMERCE_ROUTES.campaign, { params: { clubHash, campaignHash }, signal }),
  });
}

export function useProducts(clubHash: string, campaignHash: string) {
  return useQuery({
    queryKey: commerceKeys.other(clubHash, 'products', campaignHash),
    queryFn: ({ signal }) => callApi(COMMERCE_ROUTES.listProducts, { params: { clubHash, campaignHash }, signal }),
  });
}

export function useTaxes(clubHash: string) {
  return useQuery({
    queryKey: commerceKeys.other(clubHash, 'taxes'),
    queryFn: ({ signal }) => callApi(COMMERCE_ROUTES.listTaxes, { params: { clubHash }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Campaign writes; each refreshes every shop read of the club (lists, details, products). */
export function useCampaignMutations(clubHash: string) {
  const refresh = { invalidates: () => [commerceKeys.all(clubHash)], invalidateOnError: true };
  return {
    create: useApiMutation({
      request: (body: CreateCampaignBody) => callApi(COMMERCE_ROUTES.createCampaign, { params: { clubHash }, body }),
      ...refresh,
    }),
    update: useApiMutation({
      request: ({ campaignHash, body }: { campaignHash: string; body: UpdateCampaignBody }) =>
        callApi(COMMERCE_ROUTES.updateCampaign, { params: { clubHash, campaignHash }, body }),
      ...refresh,
    }),
    duplicate: useApiMutation({
      request: (campaignHash: string) => callApi(COMMERCE_ROUTES.duplicateCampaign, { params: { clubHash, campaignHash } }),
      ...refresh,
    }),
    remove: useApiMutation({
      request: (campaignHash: string) => callApi(COMMERCE_ROUTES.removeCampaign, { params: { clubHash, campaignHash } }),
      ...refresh,
    }),
  };
}

export function useProductMutations(clubHash: string, campaignHash: string) {
  const refresh = { invalidates: () => [commerceKeys.all(clubHash)], invalidateOnError: true };
  return {
    save: useApiMutation({
      request: ({ productHash, body }: { productHash: string | null; body: CreateProductBody | UpdateProductBody }) =>
        productHash
          ? callApi(COMMERCE_ROUTES.updateProduct, { params: { clubHash, campaignHash, productHash }, body })
          : callApi(COMMERCE_ROUTES.createProduct, { params: { clubHash, campaignHash }, body: body as CreateProductBody }),
      ...refresh,
    }),
    remove: useApiMutation({
      request: (productHash: string) => callApi(COMMERCE_ROUTES.removeProduct, { params: { clubHash, campaignHash, productHash } }),
      ...refresh,
    }),
  };
}
