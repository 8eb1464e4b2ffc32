import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLUBS_ROUTES, type Club, type HydraCollection } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubDirectoryKeys } from '../../../lib/queries/club-directory-keys';

/** GET /api/clubs: the user's clubs, or every club for an admin (hydra collection). */
export function getClubs(name: string, signal?: AbortSignal): Promise<HydraCollection<Club>> {
  return callApi(CLUBS_ROUTES.list, { query: { itemsPerPage: 100, name: name || undefined }, signal });
}

export function clubsQueryOptions(name = '') {
  return queryOptions({
    queryKey: clubDirectoryKeys.list(name),
    queryFn: ({ signal }) => getClubs(name, signal),
  });
}

export function useClubs(name = '') {
  return useQuery(clubsQueryOptions(name));
}
