import { ONBOARDING_ROUTES, type PublicClub } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';

/**
 * POST /api/clubs/{clubHash}/logo (multipart `file`): the API checks it is an image, resizes it
 * and answers the club with its new image address.
 */
export function uploadClubLogo(clubHash: string, file: File): Promise<PublicClub> {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(ONBOARDING_ROUTES.uploadLogo, { params: { clubHash }, body: form });
}
