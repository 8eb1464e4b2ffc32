import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberCard } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { cardRetry } from '../lib/card-retry';

/** GET /api/clubs/{clubHash}/member-card: the signed-in person's card, status computed now. */
export function getMemberCard(clubHash: string, signal?: AbortSignal): Promise<MemberCard> {
  return apiRequest<MemberCard>(`/api/clubs/${encodeURIComponent(clubHash)}/member-card`, { signal });
}

export function memberCardQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: ['clubs', clubHash, 'member-card'],
    queryFn: ({ signal }) => getMemberCard(clubHash, signal),
    // The status is live: read it again whenever the page is opened.
    staleTime: 0,
    retry: cardRetry,
    // Try even when the browser says it is offline: the service worker or the saved copy answers.
    networkMode: 'always',
  });
}

export function useMemberCard(clubHash: string) {
  return useQuery(memberCardQueryOptions(clubHash));
}
