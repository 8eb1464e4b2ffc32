import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessRequest, HydraCollection } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clubs/{clubHash}/admin-access-requests (manager): the club's manager access requests. */
export function getClubAccessRequests(clubHash: string, signal?: AbortSignal): Promise<HydraCollection<AccessRequest>> {
  return apiRequest<HydraCollection<AccessRequest>>(`/api/clubs/${encodeURIComponent(clubHash)}/admin-access-requests?itemsPerPage=100`, {
    signal,
  });
}

export function clubAccessRequestsQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: ['clubs', clubHash, 'access-requests'],
    queryFn: ({ signal }) => getClubAccessRequests(clubHash, signal),
    staleTime: 30_000,
  });
}

export function useClubAccessRequests(clubHash: string | undefined) {
  return useQuery({ ...clubAccessRequestsQueryOptions(clubHash ?? ''), enabled: Boolean(clubHash) });
}
