import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberCard } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { cardRetry } from '../lib/card-retry';

/** GET /api/clubs/{clubHash}/member-card/children (guardian; feature records_from_children). */
export function getChildrenCards(clubHash: string, signal?: AbortSignal): Promise<MemberCard[]> {
  return apiRequest<MemberCard[]>(`/api/clubs/${encodeURIComponent(clubHash)}/member-card/children`, { signal });
}

export function childrenCardsQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: ['clubs', clubHash, 'member-card', 'children'],
    queryFn: ({ signal }) => getChildrenCards(clubHash, signal),
    staleTime: 0,
    retry: cardRetry,
    networkMode: 'always',
  });
}

export function useChildrenCards(clubHash: string, enabled = true) {
  return useQuery({ ...childrenCardsQueryOptions(clubHash), enabled });
}
