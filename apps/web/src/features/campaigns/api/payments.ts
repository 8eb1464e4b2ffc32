import { useQuery } from '@tanstack/react-query';
import { PAYMENTS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { commerceKeys } from './campaigns';
import { useApiMutation } from '../../../lib/mutation';

/** GET …/payments/onboard: the club's card payment account as the provider sees it. */
export function usePaymentState(clubHash: string) {
  return useQuery({
    queryKey: commerceKeys.other(clubHash, 'payments'),
    queryFn: ({ signal }) => callApi(PAYMENTS_ROUTES.onboard, { params: { clubHash }, signal }),
  });
}

/** GET …/payments/methods/onboard-links, then off to the provider's onboarding page. */
export function useStartOnboarding(clubHash: string) {
  return useApiMutation({
    request: () => callApi(PAYMENTS_ROUTES.onboardLinks, { params: { clubHash } }),
    update: (_cache, links) => {
      const link = links['hydra:member'][0];
      if (link) window.location.assign(link.url);
    },
  });
}
