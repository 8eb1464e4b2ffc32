import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicClub } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { clubSettingsQueryOptions } from './get-club-settings';

/**
 * POST the logo as multipart field "file" to the address the settings give (logoUploadUrl,
 * /api/clubs/{clubHash}/logo): the API checks it is an image, resizes it and serves it.
 */
export function uploadClubLogo(uploadUrl: string, file: File): Promise<PublicClub> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<PublicClub>(uploadUrl, { method: 'POST', body: form });
}

export function useUploadClubLogo(clubHash: string, uploadUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadClubLogo(uploadUrl, file),
    onSuccess: async () => {
      // The new address (with its version) comes with the settings; the profile shows it in menus.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clubSettingsQueryOptions(clubHash).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]);
    },
  });
}
