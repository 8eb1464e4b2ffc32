import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Club, HydraCollection } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/clubs: the user's clubs, or every club for an admin (hydra collection). */
export function getClubs(name: string, signal?: AbortSignal): Promise<HydraCollection<Club>> {
  const query = new URLSearchParams({ itemsPerPage: '100' });
  if (name) query.set('name', name);
  return apiRequest<HydraCollection<Club>>(`/api/clubs?${query.toString()}`, { signal });
}

export function clubsQueryOptions(name = '') {
  return queryOptions({
    queryKey: ['clubs', 'list', name],
    queryFn: ({ signal }) => getClubs(name, signal),
  });
}

export function useClubs(name = '') {
  return useQuery(clubsQueryOptions(name));
}
