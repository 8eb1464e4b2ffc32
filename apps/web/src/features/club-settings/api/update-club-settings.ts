import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClubSettings, UpdateClubSettingsBody } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { clubSettingsQueryOptions } from './get-club-settings';

/** PATCH /api/clubs/{clubHash}/settings (merge-patch: only the fields sent change). */
export function updateClubSettings(clubHash: string, body: UpdateClubSettingsBody): Promise<ClubSettings> {
  return apiRequest<ClubSettings>(`/api/clubs/${encodeURIComponent(clubHash)}/settings`, { method: 'PATCH', body });
}

export function useUpdateClubSettings(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClubSettingsBody) => updateClubSettings(clubHash, body),
    onSuccess: async (settings) => {
      queryClient.setQueryData(clubSettingsQueryOptions(clubHash).queryKey, settings);
      // The club's name, short name and language also appear in the profile (menus, selector).
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
