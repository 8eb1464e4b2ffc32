import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubPrivacyStatus } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clubs/{clubHash}/privacy (people of the club): the texts and whether to accept them. */
export function getClubPrivacy(clubHash: string, signal?: AbortSignal): Promise<ClubPrivacyStatus> {
  return apiRequest<ClubPrivacyStatus>(`/api/clubs/${encodeURIComponent(clubHash)}/privacy`, { signal });
}

/**
 * Read once per club per session: a version published later is asked for at the next sign-in
 * (the cache is emptied when the session ends), never in the middle of someone's work.
 */
export function clubPrivacyQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: ['clubs', clubHash, 'privacy'],
    queryFn: ({ signal }) => getClubPrivacy(clubHash, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useClubPrivacy(clubHash: string) {
  return useQuery(clubPrivacyQueryOptions(clubHash));
}
