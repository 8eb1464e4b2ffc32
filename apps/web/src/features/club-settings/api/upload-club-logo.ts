import { ONBOARDING_ROUTES, type PublicClub } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { profileQueryOptions } from '../../../lib/queries/profile';
import { clubSettingsQueryOptions } from './get-club-settings';
import { useApiMutation } from '../../../lib/mutation';

/**
 * POST the logo as multipart field "file" (POST /api/clubs/{clubHash}/logo, the address the
 * settings give as logoUploadUrl): the API checks it is an image, resizes it and serves it.
 */
export function uploadClubLogo(clubHash: string, file: File): Promise<PublicClub> {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(ONBOARDING_ROUTES.uploadLogo, { params: { clubHash }, body: form });
}

export function useUploadClubLogo(clubHash: string) {
  return useApiMutation({
    request: (file: File) => uploadClubLogo(clubHash, file),
    // The new address (with its version) comes with the settings; the profile shows it in menus.
    invalidates: () => [clubSettingsQueryOptions(clubHash).queryKey, profileQueryOptions.queryKey],
  });
}
