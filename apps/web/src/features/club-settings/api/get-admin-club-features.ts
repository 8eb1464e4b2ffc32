import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLUB_SETTINGS_ROUTES, type RouteResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubSettingsKeys } from './club-settings-keys';

export type AdminClubFeature = RouteResponse<typeof CLUB_SETTINGS_ROUTES.features>[number];

/** GET /api/admin/clubs/{clubHash}/features (platform admins): every feature code with its state. */
export function getAdminClubFeatures(clubHash: string, signal?: AbortSignal): Promise<AdminClubFeature[]> {
  return callApi(CLUB_SETTINGS_ROUTES.features, { params: { clubHash }, signal });
}

export function adminClubFeaturesQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: clubSettingsKeys.other(clubHash, 'features'),
    queryFn: ({ signal }) => getAdminClubFeatures(clubHash, signal),
  });
}

export function useAdminClubFeatures(clubHash: string) {
  return useQuery(adminClubFeaturesQueryOptions(clubHash));
}
