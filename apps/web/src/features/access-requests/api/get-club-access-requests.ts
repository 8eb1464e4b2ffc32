import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONBOARDING_ROUTES, type AccessRequest, type HydraCollection } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { accessRequestKeys } from './access-request-keys';

// One page holds them all: a club gets few requests, and the page sorts pending ones first.
const QUERY = { itemsPerPage: 100 };

/** GET /api/clubs/{clubHash}/admin-access-requests (manager): the club's manager access requests. */
export function getClubAccessRequests(clubHash: string, signal?: AbortSignal): Promise<HydraCollection<AccessRequest>> {
  return callApi(ONBOARDING_ROUTES.listAccessRequests, { params: { clubHash }, query: QUERY, signal });
}

export function clubAccessRequestsQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: accessRequestKeys.list(clubHash, QUERY),
    queryFn: ({ signal }) => getClubAccessRequests(clubHash, signal),
    staleTime: 30_000,
  });
}

export function useClubAccessRequests(clubHash: string | undefined) {
  return useQuery({ ...clubAccessRequestsQueryOptions(clubHash ?? ''), enabled: Boolean(clubHash) });
}
