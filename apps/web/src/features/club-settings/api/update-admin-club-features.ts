import { CLUB_SETTINGS_ROUTES, type FeatureCode } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubFeaturesQueryOptions } from '../../../lib/queries/club-features';
import { adminClubFeaturesQueryOptions, type AdminClubFeature } from './get-admin-club-features';
import { useApiMutation } from '../../../lib/mutation';

/** PUT /api/admin/clubs/{clubHash}/features (platform admins): the full set of enabled codes. */
export function updateAdminClubFeatures(clubHash: string, codes: FeatureCode[]): Promise<AdminClubFeature[]> {
  return callApi(CLUB_SETTINGS_ROUTES.switchFeatures, { params: { clubHash }, body: { codes } });
}

export function useUpdateAdminClubFeatures(clubHash: string) {
  return useApiMutation({
    request: (codes: FeatureCode[]) => updateAdminClubFeatures(clubHash, codes),
    update: (cache, features) => cache.setQueryData(adminClubFeaturesQueryOptions(clubHash).queryKey, features),
    // The menus read the club's features through this query: they change without a reload.
    invalidates: () => [clubFeaturesQueryOptions(clubHash).queryKey],
  });
}
