import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLUBS_ROUTES, type ClubFeature } from '@tribuna/contract';
import { callApi } from '../api-route';
import { clubQueryKeys } from '../query-keys';

/** The club's enabled features: `['clubs', clubHash, 'features']`. */
export const clubFeatureKeys = clubQueryKeys('features');

/** GET /api/clubs/{clubHash}/features: the features enabled for the club. */
export function getClubFeatures(clubHash: string, signal?: AbortSignal): Promise<ClubFeature[]> {
  return callApi(CLUBS_ROUTES.features, { params: { clubHash }, signal });
}

export function clubFeaturesQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: clubFeatureKeys.all(clubHash),
    queryFn: ({ signal }) => getClubFeatures(clubHash, signal),
    staleTime: 5 * 60_000,
  });
}

export function useClubFeatures(clubHash: string | undefined) {
  return useQuery({ ...clubFeaturesQueryOptions(clubHash ?? ''), enabled: Boolean(clubHash) });
}
