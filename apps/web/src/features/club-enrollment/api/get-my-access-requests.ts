import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessRequest, HydraCollection } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/me/admin-access-requests: the person's own manager access requests. */
export function getMyAccessRequests(signal?: AbortSignal): Promise<HydraCollection<AccessRequest>> {
  return apiRequest<HydraCollection<AccessRequest>>('/api/users/me/admin-access-requests', { signal });
}

export const myAccessRequestsQueryOptions = queryOptions({
  queryKey: ['access-requests', 'mine'],
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
