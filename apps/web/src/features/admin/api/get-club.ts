import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubDetail } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clubs/{clubHash}: the club's name for the confirmation question. */
export function getClub(clubHash: string, signal?: AbortSignal): Promise<ClubDetail> {
  return apiRequest<ClubDetail>(`/api/clubs/${encodeURIComponent(clubHash)}`, { signal });
}

export function clubQueryOptions(clubHash: string) {
  return queryOptions({ queryKey: ['clubs', clubHash], queryFn: ({ signal }) => getClub(clubHash, signal) });
}

export function useClub(clubHash: string | undefined) {
  return useQuery({ ...clubQueryOptions(clubHash ?? ''), enabled: Boolean(clubHash) });
}
