import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureCode } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

export interface AdminClubFeature {
  code: FeatureCode;
  enabled: boolean;
}

/** GET /api/admin/clubs/{clubHash}/features (platform admins): every feature code with its state. */
export function getAdminClubFeatures(clubHash: string, signal?: AbortSignal): Promise<AdminClubFeature[]> {
  return apiRequest<AdminClubFeature[]>(`/api/admin/clubs/${encodeURIComponent(clubHash)}/features`, { signal });
}

export function adminClubFeaturesQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: ['admin', 'clubs', clubHash, 'features'],
    queryFn: ({ signal }) => getAdminClubFeatures(clubHash, signal),
  });
}

export function useAdminClubFeatures(clubHash: string) {
  return useQuery(adminClubFeaturesQueryOptions(clubHash));
}
