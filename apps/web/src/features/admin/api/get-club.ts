import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLUBS_ROUTES, type RouteResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubDetailKeys } from './admin-keys';

/** The detail for members and admins, the public fields for anyone else. */
export type ClubRead = RouteResponse<typeof CLUBS_ROUTES.read>;

/** GET /api/clubs/{clubHash} (public, with the token when signed in): the club's name for the confirmation question. */
export function getClub(clubHash: string, signal?: AbortSignal): Promise<ClubRead> {
  return callApi(CLUBS_ROUTES.read, { params: { clubHash }, signal });
}

export function clubQueryOptions(clubHash: string) {
  return queryOptions({ queryKey: clubDetailKeys.all(clubHash), queryFn: ({ signal }) => getClub(clubHash, signal) });
}

export function useClub(clubHash: string | undefined) {
  return useQuery({ ...clubQueryOptions(clubHash ?? ''), enabled: Boolean(clubHash) });
}
