import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_ROUTES, type AccessRequest, type HydraCollection } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { myAccessRequestKeys } from './access-request-keys';

/** GET /api/users/me/admin-access-requests: the person's own manager access requests. */
export function getMyAccessRequests(signal?: AbortSignal): Promise<HydraCollection<AccessRequest>> {
  return callApi(ONBOARDING_ROUTES.myAccessRequests, { query: {}, signal });
}

export const myAccessRequestsQueryOptions = queryOptions({
  queryKey: myAccessRequestKeys.all,
  queryFn: ({ signal }) => getMyAccessRequests(signal),
});

/** While one is pending, look again now and then so the approval shows without a reload. */
export function useMyAccessRequests(enabled = true) {
  return useQuery({
    ...myAccessRequestsQueryOptions,
    enabled,
    refetchInterval: (query) => (query.state.data?.['hydra:member'].some((r) => r.status === 'pending') ? 30_000 : false),
  });
}
