import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLUB_SETTINGS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubSettingsKeys } from './club-settings-keys';

/** GET /api/clubs/{clubHash}/settings (managers and admins): Administration → Settings. */
export function getClubSettings(clubHash: string, signal?: AbortSignal) {
  return callApi(CLUB_SETTINGS_ROUTES.read, { params: { clubHash }, signal });
}

export function clubSettingsQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: clubSettingsKeys.other(clubHash, 'settings'),
    queryFn: ({ signal }) => getClubSettings(clubHash, signal),
  });
}

export function useClubSettings(clubHash: string) {
  return useQuery(clubSettingsQueryOptions(clubHash));
}
