import { CLUB_SETTINGS_ROUTES, type ClubSettings, type UpdateClubSettingsBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { profileQueryOptions } from '../../../lib/queries/profile';
import { clubSettingsQueryOptions } from './get-club-settings';
import { useApiMutation } from '../../../lib/mutation';

/** PATCH /api/clubs/{clubHash}/settings (merge-patch: only the fields sent change). */
export function updateClubSettings(clubHash: string, body: UpdateClubSettingsBody): Promise<ClubSettings> {
  return callApi(CLUB_SETTINGS_ROUTES.update, { params: { clubHash }, body });
}

export function useUpdateClubSettings(clubHash: string) {
  return useApiMutation({
    request: (body: UpdateClubSettingsBody) => updateClubSettings(clubHash, body),
    update: (cache, settings) => cache.setQueryData(clubSettingsQueryOptions(clubHash).queryKey, settings),
    // The club's name, short name and language also appear in the profile (menus, selector).
    invalidates: () => [profileQueryOptions.queryKey],
  });
}
