import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicClub } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clubs/p/{clubShortName}: what a visitor may see of a club, no token needed. */
export function getPublicClub(shortName: string, signal?: AbortSignal): Promise<PublicClub> {
  return apiRequest<PublicClub>(`/api/clubs/p/${encodeURIComponent(shortName)}`, { skipAuth: true, signal });
}

export function publicClubQueryOptions(shortName: string) {
  return queryOptions({
    queryKey: ['clubs', 'public', shortName],
    queryFn: ({ signal }) => getPublicClub(shortName, signal),
  });
}

export function usePublicClub(shortName: string) {
  return useQuery(publicClubQueryOptions(shortName));
}
