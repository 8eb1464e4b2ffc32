import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubFeature } from '@tribuna/contract';
import { apiRequest } from '../api-client';

/** GET /api/clubs/{clubHash}/features: the features enabled for the club. */
export function getClubFeatures(clubHash: string, signal?: AbortSignal): Promise<ClubFeature[]> {
  return apiRequest<ClubFeature[]>(`/api/clubs/${encodeURIComponent(clubHash)}/features`, { signal });
}

export function clubFeaturesQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: ['clubs', clubHash, 'features'],
    queryFn: ({ signal }) => getClubFeatures(clubHash, signal),
    staleTime: 5 * 60_000,
  });
}

export function useClubFeatures(clubHash: string | undefined) {
  return useQuery({ ...clubFeaturesQueryOptions(clubHash ?? ''), enabled: Boolean(clubHash) });
}
