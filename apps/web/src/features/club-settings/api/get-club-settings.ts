import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClubSettings } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clubs/{clubHash}/settings (managers and admins): Administration → Settings. */
export function getClubSettings(clubHash: string, signal?: AbortSignal): Promise<ClubSettings> {
  return apiRequest<ClubSettings>(`/api/clubs/${encodeURIComponent(clubHash)}/settings`, { signal });
}

export function clubSettingsQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: ['clubs', clubHash, 'settings'],
    queryFn: ({ signal }) => getClubSettings(clubHash, signal),
  });
}

export function useClubSettings(clubHash: string) {
  return useQuery(clubSettingsQueryOptions(clubHash));
}
