import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureCode } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { clubFeaturesQueryOptions } from '../../../lib/queries/club-features';
import { adminClubFeaturesQueryOptions, type AdminClubFeature } from './get-admin-club-features';

/** PUT /api/admin/clubs/{clubHash}/features (platform admins): the full set of enabled codes. */
export function updateAdminClubFeatures(clubHash: string, codes: FeatureCode[]): Promise<AdminClubFeature[]> {
  return apiRequest<AdminClubFeature[]>(`/api/admin/clubs/${encodeURIComponent(clubHash)}/features`, { method: 'PUT', body: { codes } });
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
