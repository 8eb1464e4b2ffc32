import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HydraCollection, Invitation } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clubs/{clubHash}/invitations (manager): the club's invitation links. */
export function getInvitations(clubHash: string, signal?: AbortSignal): Promise<HydraCollection<Invitation>> {
  return apiRequest<HydraCollection<Invitation>>(`/api/clubs/${encodeURIComponent(clubHash)}/invitations?itemsPerPage=100`, { signal });
}

export function invitationsQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: ['clubs', clubHash, 'invitations'],
    queryFn: ({ signal }) => getInvitations(clubHash, signal),
    staleTime: 30_000,
  });
}

export function useInvitations(clubHash: string) {
  return useQuery(invitationsQueryOptions(clubHash));
}
