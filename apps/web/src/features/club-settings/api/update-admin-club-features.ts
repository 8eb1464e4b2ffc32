import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLUB_SETTINGS_ROUTES, type FeatureCode } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubFeaturesQueryOptions } from '../../../lib/queries/club-features';
import { adminClubFeaturesQueryOptions, type AdminClubFeature } from './get-admin-club-features';

/** PUT /api/admin/clubs/{clubHash}/features (platform admins): the full set of enabled codes. */
export function updateAdminClubFeatures(clubHash: string, codes: FeatureCode[]): Promise<AdminClubFeature[]> {
  return callApi(CLUB_SETTINGS_ROUTES.switchFeatures, { params: { clubHash }, body: { codes } });
}

export function useUpdateAdminClubFeatures(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codes: FeatureCode[]) => updateAdminClubFeatures(clubHash, codes),
    onSuccess: async (features) => {
      queryClient.setQueryData(adminClubFeaturesQueryOptions(clubHash).queryKey, features);
      // The menus read the club's features through this query: they change without a reload.
      await queryClient.invalidateQueries({ queryKey: clubFeaturesQueryOptions(clubHash).queryKey });
    },
  });
}
