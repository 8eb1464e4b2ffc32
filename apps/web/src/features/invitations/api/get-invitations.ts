import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVITATIONS_ROUTES, type HydraCollection, type Invitation } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { invitationKeys } from './invitation-keys';

// One page holds them all: a club keeps few links.
const QUERY = { itemsPerPage: 100 };

/** GET /api/clubs/{clubHash}/invitations (manager): the club's invitation links. */
export function getInvitations(clubHash: string, signal?: AbortSignal): Promise<HydraCollection<Invitation>> {
  return callApi(INVITATIONS_ROUTES.list, { params: { clubHash }, query: QUERY, signal });
}

export function invitationsQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: invitationKeys.list(clubHash, QUERY),
    queryFn: ({ signal }) => getInvitations(clubHash, signal),
    staleTime: 30_000,
  });
}

export function useInvitations(clubHash: string) {
  return useQuery(invitationsQueryOptions(clubHash));
}
