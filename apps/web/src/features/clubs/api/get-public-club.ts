import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLUBS_ROUTES, type PublicClub } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubDirectoryKeys } from '../../../lib/queries/club-directory-keys';

/** GET /api/clubs/p/{clubShortName}: what a visitor may see of a club, no token needed. */
export function getPublicClub(shortName: string, signal?: AbortSignal): Promise<PublicClub> {
  return callApi(CLUBS_ROUTES.publicByShortName, { params: { clubShortName: shortName }, signal });
}

export function publicClubQueryOptions(shortName: string) {
  return queryOptions({
    queryKey: clubDirectoryKeys.publicPage(shortName),
    queryFn: ({ signal }) => getPublicClub(shortName, signal),
  });
}

export function usePublicClub(shortName: string) {
  return useQuery(publicClubQueryOptions(shortName));
}
