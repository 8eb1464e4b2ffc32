import { useQuery } from '@tanstack/react-query';
import { COMMERCE_ROUTES, ORDER_ROUTES, type CheckoutBody } from '@tribuna/contract';
import { callApi, routeUrl } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

/** Shop reads are public: their keys start with `['shop', …]` (not a club's private data). */
export const shopKeys = {
  campaigns: (clubHash: string) => ['shop', clubHash, 'campaigns'] as const,
  campaign: (clubHash: string, campaignHash: string) => ['shop', clubHash, 'campaign', campaignHash] as const,
  order: (orderHash: string) => ['shop', 'order', orderHash] as const,
  /** Under the campaign's key: a checkout's invalidation reloads the seats too. */
  seats: (clubHash: string, campaignHash: string, productHash: string) =>
    ['shop', clubHash, 'campaign', campaignHash, 'seats', productHash] as const,
  myTickets: () => ['shop', 'my-tickets'] as const,
};

export function useShopSeats(clubHash: string, campaignHash: string, productHash: string) {
  return useQuery({
    queryKey: shopKeys.seats(clubHash, campaignHash, productHash),
    queryFn: ({ signal }) => callApi(COMMERCE_ROUTES.shopSeats, { params: { clubHash, campaignHash, productHash }, signal }),
  });
}

/** The signed-in buyer's tickets (tickets/list). */
export function useMyTickets() {
  return useQuery({ queryKey: shopKeys.myTickets(), queryFn: ({ signal }) => callApi(ORDER_ROUTES.myTickets, { signal }) });
}

/** The order's tickets PDF: public by the order's hash, so a plain link downloads it. */
export const ticketsPdfUrl = (orderHash: string) => routeUrl(ORDER_ROUTES.ticketsPdf, { params: { orderHash } });

export function useShopCampaigns(clubHash: string) {
  return useQuery({
    queryKey: shopKeys.campaigns(clubHash),
    queryFn: ({ signal }) => callApi(COMMERCE_ROUTES.shopCampaigns, { params: { clubHash }, signal }),
    enabled: clubHash !== '',
  });
}

export function useShopCampaign(clubHash: string, campaignHash: string) {
  return useQuery({
    queryKey: shopKeys.campaign(clubHash, campaignHash),
    queryFn: ({ signal }) => callApi(COMMERCE_ROUTES.shopCampaign, { params: { clubHash, campaignHash }, signal }),
    enabled: clubHash !== '',
  });
}

/** Checkout: a signed-in member or guardian is sent with their token and buys as themselves. */
export function useCheckout(clubHash: string, campaignHash: string) {
  return useApiMutation({
    request: (body: CheckoutBody) => callApi(ORDER_ROUTES.checkout, { params: { clubHash, campaignHash }, body }),
    invalidates: () => [shopKeys.campaign(clubHash, campaignHash)],
    invalidateOnError: true,
  });
}

export function useOrder(orderHash: string) {
  return useQuery({
    queryKey: shopKeys.order(orderHash),
    queryFn: ({ signal }) => callApi(ORDER_ROUTES.order, { params: { orderHash }, signal }),
  });
}

/** The built-in test provider's "pay" (its hosted page is the order page itself). */
export function usePayWithTestProvider(orderHash: string) {
  return useApiMutation({
    request: () => callApi(ORDER_ROUTES.payWithTestProvider, { params: { orderHash } }),
    update: (cache, order) => cache.setQueryData(shopKeys.order(orderHash), order),
  });
}
